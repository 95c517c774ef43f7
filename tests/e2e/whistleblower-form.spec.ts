import { expect, test, type Dialog, type Locator, type Page, type Request } from './fixtures'
import { MESSAGE_ROWS } from '../../src/lib/constants'
import { WHISTLEBLOWER_LIMITS } from '../../src/lib/forms/whistleblower'
import deContact from '../../src/i18n/messages/de/contact.json' with { type: 'json' }
import deWhistleblower from '../../src/i18n/messages/de/whistleblower.json' with { type: 'json' }
import enContact from '../../src/i18n/messages/en/contact.json' with { type: 'json' }
import enWhistleblower from '../../src/i18n/messages/en/whistleblower.json' with { type: 'json' }
import { fetchSolvedHumanCheck } from '../support/humanCheck'
import { axeViolations } from './axe'
import { behaviourTest } from './routes'

/**
 * The whistleblower report form on /hinweisgeberschutz (texts in both languages, behaviour in German), against the real endpoint
 * and the real ALTCHA widget solving its challenge in Chromium. Failures are forced by intercepting the POST.
 */

const SEND = '**/api/EmailHinweisgeberschutzSend*'
const SEND_PATH = '/api/EmailHinweisgeberschutzSend'

const TEXT = {
  de: {
    path: '/hinweisgeberschutz',
    followUpPath: '/hinweisgeberschutz/meldung',
    success: 'Ihre Nachricht wurde gesendet!',
    failure: 'Fehler beim absenden Ihrer Nachricht!',
    sending: 'Wird gesendet...',
    submit: 'Absenden',
    placeholder: 'Optional',
    emailNote: 'Nur für eine direkte Antwort an Sie',
    copied: 'Kopiert',
    imprint: 'Impressum',
    imprintPath: '/impressum',
  },
  en: {
    path: '/en/hinweisgeberschutz',
    followUpPath: '/en/hinweisgeberschutz/meldung',
    success: 'Your message has been sent!',
    failure: 'Error sending your message!',
    sending: 'Sending...',
    submit: 'Submit',
    placeholder: 'Optional',
    emailNote: 'Only used to reply to you directly',
    copied: 'Copied',
    imprint: 'Legal notice',
    imprintPath: '/en/impressum',
  },
} as const

type Locale = keyof typeof TEXT
type FieldName = keyof (typeof deWhistleblower)['form']['fields']

const messages = {
  de: { form: deWhistleblower.form, humanCheck: deContact.form.humanCheck },
  en: { form: enWhistleblower.form, humanCheck: enContact.form.humanCheck },
}

const CASE_NUMBER = /^HS-\d{4}-[0-9A-Z]{6}$/
const ACCESS_CODE = /^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/

function form(page: Page) {
  return page.getByTestId('whistleblower-form')
}

function receipt(page: Page) {
  return page.getByTestId('whistleblower-receipt')
}

function field(page: Page, locale: Locale, name: FieldName) {
  return form(page).getByLabel(messages[locale].form.fields[name], { exact: true })
}

function submitButton(page: Page) {
  return form(page).locator('button[type="submit"]')
}

/** Opens the page and waits until the form is interactive (hydrated). */
async function open(page: Page, locale: Locale) {
  await page.goto(TEXT[locale].path)
  await expect(submitButton(page)).toBeEnabled()
}

const SAMPLE = {
  name: 'Erika Mustermann',
  email: 'erika.mustermann@example.org',
  tel: '+49 40 123456-7',
  subject: 'Unregelmäßigkeiten bei einer Vergabe',
  message: 'Guten Tag,\nbei der Ausschreibung <X> & Y fiel mir Folgendes auf.\n– Ümlaut & "Zitat"',
}

const FIELDS = ['name', 'email', 'tel', 'subject', 'message'] as const

async function fillAll(page: Page, locale: Locale) {
  for (const name of FIELDS) await field(page, locale, name).fill(SAMPLE[name])
}

async function expectValuesKept(page: Page, locale: Locale) {
  for (const name of FIELDS) await expect(field(page, locale, name)).toHaveValue(SAMPLE[name])
}

async function expectEmpty(page: Page, locale: Locale) {
  for (const name of FIELDS) await expect(field(page, locale, name)).toHaveValue('')
}

/** Every POST to the endpoint the page makes. */
function recordSends(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === SEND_PATH) sent.push(request)
  })
  return sent
}

/** Collects dialogs, answering each with `answer` ('dismiss' or 'accept'). */
function answerDialogs(page: Page, answer: () => 'accept' | 'dismiss'): Dialog[] {
  const seen: Dialog[] = []
  page.on('dialog', (dialog) => {
    seen.push(dialog)
    void (answer() === 'accept' ? dialog.accept() : dialog.dismiss())
  })
  return seen
}

async function expectFocused(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement)).toBe(true)
}

/** The 201 answer of the request and the case shown for it: the same case number and access code. */
async function expectReceiptOf(page: Page, request: Request) {
  const response = await request.response()
  expect(response?.status()).toBe(201)
  const answer = await response!.json()
  expect(answer).toEqual({ ok: true, caseNumber: expect.any(String), accessCode: expect.any(String) })
  expect(answer.caseNumber).toMatch(CASE_NUMBER)
  expect(answer.accessCode).toMatch(ACCESS_CODE)
  await expect(receipt(page).getByTestId('case-number')).toHaveText(answer.caseNumber)
  await expect(receipt(page).getByTestId('access-code')).toHaveText(answer.accessCode)
  return answer as { caseNumber: string; accessCode: string }
}

for (const locale of ['de', 'en'] as const) {
  const text = TEXT[locale]
  const labels = messages[locale].form

  test.describe(`whistleblower form (${locale})`, () => {
    // Each sending test solves one or more proofs of work.
    test.describe.configure({ timeout: 60_000 })

    test('fields, placeholders, required fields, e-mail note and bounds; axe', async ({ page }) => {
      await open(page, locale)
      const section = page.getByTestId('report-form-slot')
      await expect(section).toHaveAttribute('id', 'meldeformular')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(labels.heading)
      await expect(section.locator('form')).toHaveAttribute('novalidate', '')
      await expect(form(page)).toHaveAttribute('data-status', 'idle')

      for (const name of ['name', 'email', 'tel'] as const) {
        await expect(field(page, locale, name)).not.toHaveAttribute('required', '')
        await expect(field(page, locale, name)).toHaveAttribute('placeholder', text.placeholder)
      }
      for (const name of ['subject', 'message'] as const)
        await expect(field(page, locale, name)).toHaveAttribute('required', '')
      await expect(field(page, locale, 'email')).toHaveAttribute('type', 'email')
      await expect(field(page, locale, 'tel')).toHaveAttribute('type', 'tel')
      await expect(field(page, locale, 'message')).toHaveAttribute('rows', String(MESSAGE_ROWS))
      for (const name of FIELDS)
        await expect(field(page, locale, name)).toHaveAttribute(
          'maxlength',
          String(WHISTLEBLOWER_LIMITS[name]),
        )

      // The note under the e-mail field is visible and is the field's description.
      const note = form(page).getByTestId('whistleblower-email-note')
      await expect(note).toBeVisible()
      await expect(note).toHaveText(text.emailNote)
      await expect(field(page, locale, 'email')).toHaveAccessibleDescription(text.emailNote)

      await expect(submitButton(page)).toHaveText(text.submit)
      // The widget's script loads when the visitor turns to the form, not for readers; its place is held.
      await expect(form(page).getByTestId('human-check')).toHaveText(messages[locale].humanCheck.label)
      await expect(page.locator('script[src="/vendor/altcha.js"]')).toHaveCount(0)
      await field(page, locale, 'name').focus()
      // The widget loads from this site only, starts its proof of work at once and speaks the page's language.
      await expect(page.locator('script[src="/vendor/altcha.js"]')).toHaveCount(1)
      await expect(form(page).locator('altcha-widget [data-state]')).toHaveAttribute('data-state', 'verified')
      await expect(form(page).locator('altcha-widget label')).toHaveText(messages[locale].humanCheck.verified)
      await expect(receipt(page)).toHaveCount(0)

      expect(await axeViolations(page)).toEqual([])
    })

    test('subject, then message are checked first, then the format of filled optional fields; nothing is sent', async ({
      page,
    }) => {
      const sent = recordSends(page)
      await open(page, locale)
      const subject = field(page, locale, 'subject')
      const message = field(page, locale, 'message')
      const email = field(page, locale, 'email')
      const tel = field(page, locale, 'tel')
      const validity = (locator: Locator) =>
        locator.evaluate((input: HTMLInputElement | HTMLTextAreaElement) => input.validationMessage)
      const errorText = async (locator: Locator) =>
        form(page).locator(`#${(await locator.getAttribute('aria-describedby'))?.split(' ').at(-1)}`)

      // A wrong e-mail address does not come first: subject and message are checked before it.
      await email.fill('not-an-email')
      await submitButton(page).click()
      await expectFocused(subject)
      await expect(subject).toHaveAttribute('aria-invalid', 'true')
      expect(await validity(subject)).toBe(labels.missing)
      await expect(await errorText(subject)).toHaveText(labels.missing)
      await expect(message).not.toHaveAttribute('aria-invalid', 'true')
      await expect(email).not.toHaveAttribute('aria-invalid', 'true')

      // Only spaces count as empty.
      await subject.fill('   ')
      await submitButton(page).click()
      await expectFocused(subject)

      await subject.fill(SAMPLE.subject)
      await expect(subject).not.toHaveAttribute('aria-invalid', 'true')
      await submitButton(page).click()
      await expectFocused(message)
      await expect(message).toHaveAttribute('aria-invalid', 'true')
      expect(await validity(message)).toBe(labels.missing)
      await expect(await errorText(message)).toHaveText(labels.missing)
      await expect(subject).not.toHaveAttribute('aria-invalid', 'true')

      await message.fill(' \n ')
      await submitButton(page).click()
      await expectFocused(message)

      await message.fill(SAMPLE.message)
      await submitButton(page).click()
      await expectFocused(email)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      expect(await validity(email)).toBe(labels.formats.email)
      // The error joins the note in the field's description.
      await expect(await errorText(email)).toHaveText(labels.formats.email)
      await expect(email).toHaveAccessibleDescription(`${text.emailNote} ${labels.formats.email}`)

      await email.fill('name@localhost')
      await submitButton(page).click()
      await expectFocused(email)

      await email.fill(SAMPLE.email)
      await tel.fill('call me maybe')
      await submitButton(page).click()
      await expectFocused(tel)
      await expect(tel).toHaveAttribute('aria-invalid', 'true')
      expect(await validity(tel)).toBe(labels.formats.tel)

      await expect(form(page)).toHaveAttribute('data-status', 'idle')
      await expect(submitButton(page)).toHaveText(text.submit)
      expect(sent).toHaveLength(0)
      expect(await axeViolations(page)).toEqual([])
    })

    test('sending state, then success: case number and access code shown once, copied; form cleared', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const sent = recordSends(page)
      // Widget, challenge and proof of work stay on this site.
      const elsewhere: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL!).origin)
          elsewhere.push(url.href)
      })
      // The challenge is issued for this form: its solution is accepted by this form only.
      const challenges: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname === '/api/captcha/challenge') challenges.push(url.search)
      })
      // Hold the send until the sending state has been looked at. Routed before the page opens: switching
      // interception on while the challenge request was under way once cost that request its event.
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route(SEND, async (route) => {
        await released
        await route.continue()
      })
      await open(page, locale)
      await fillAll(page, locale)

      await submitButton(page).click()
      const button = submitButton(page)
      await expect(button).toHaveText(text.sending)
      await expect(button).toBeDisabled()
      await expect(button).toHaveClass(/_blinking(\s|$)/)
      await expect(button).toHaveClass(/_small(\s|$)/)
      await expect(form(page)).toHaveAttribute('data-status', 'sending')
      await expect.poll(() => sent.length).toBe(1)
      release()

      const status = form(page).getByRole('status').filter({ hasText: text.success })
      await expect(status).toHaveText(text.success)
      await expect(form(page)).toHaveAttribute('data-status', 'success')
      await expect(button).toHaveText(text.submit)
      await expect(button).toBeEnabled()
      await expect(button).not.toHaveClass(/_blinking(\s|$)/)
      await expectEmpty(page, locale)
      await expect(form(page).getByRole('alert').filter({ hasText: text.failure })).toHaveCount(0)
      // The human check is back to unsolved: the next report solves a new challenge.
      await expect(form(page).locator('altcha-widget [data-state]')).toHaveAttribute(
        'data-state',
        'unverified',
      )

      const request = sent[0]
      expect(request.headers()['content-type']).toBe('application/json')
      const body = request.postDataJSON()
      expect(body).toEqual({ ...SAMPLE, area: '', gRecaptchaResponse: expect.any(String) })
      expect(body.gRecaptchaResponse.length).toBeGreaterThan(20)
      const { caseNumber, accessCode } = await expectReceiptOf(page, request)

      // The panel: named by its heading, focused for keyboard and screen-reader users, with the hint and the
      // way to the follow-up page.
      const panel = page.getByRole('region', { name: labels.receipt.heading })
      await expect(panel).toBeVisible()
      await expectFocused(panel)
      await expect(panel).toContainText(labels.receipt.keepSafe)
      await expect(panel.getByRole('link')).toHaveAttribute('href', text.followUpPath)

      const copy = panel.getByRole('button', { name: labels.receipt.copy })
      await copy.click()
      await expect(panel.getByRole('button')).toHaveText(text.copied)
      await expect(panel.getByRole('status')).toHaveText(text.copied)
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toBe(
        `${labels.receipt.caseNumber}: ${caseNumber}\n${labels.receipt.accessCode}: ${accessCode}`,
      )
      expect(elsewhere).toEqual([])
      expect(challenges.length).toBeGreaterThan(0)
      expect(new Set(challenges)).toEqual(new Set(['?form=whistleblower']))
      expect(await axeViolations(page)).toEqual([])

      // Typing again hides the success text but not the codes.
      await field(page, locale, 'subject').fill('x')
      await expect(status).toHaveCount(0)
      await expect(receipt(page).getByTestId('access-code')).toHaveText(accessCode)
      await field(page, locale, 'subject').fill('')

      // A sent report does not ask before leaving.
      const dialogs = answerDialogs(page, () => 'dismiss')
      await page.getByTestId('site-footer').getByRole('link', { name: text.imprint }).click()
      await expect(page).toHaveURL(new RegExp(`${text.imprintPath}$`))
      expect(dialogs).toHaveLength(0)
    })

    behaviourTest(locale)(
      'an anonymous report (subject and message only), by keyboard alone, succeeds',
      async ({ page }) => {
        const sent = recordSends(page)
        await open(page, locale)
        const name = field(page, locale, 'name')
        await page.locator('body').evaluate(() => window.scrollTo(0, 0))
        await page.keyboard.press('Tab')
        for (let i = 0; i < 200 && !(await name.evaluate((el) => el === document.activeElement)); i++)
          await page.keyboard.press('Tab')
        await expectFocused(name)
        // Past name, e-mail and phone, left empty.
        await page.keyboard.press('Tab')
        await page.keyboard.press('Tab')
        await page.keyboard.press('Tab')
        await expectFocused(field(page, locale, 'subject'))
        await page.keyboard.type(SAMPLE.subject)
        // Past the subject area, left open.
        await page.keyboard.press('Tab')
        await expectFocused(form(page).locator('select[name="area"]'))
        await page.keyboard.press('Tab')
        await page.keyboard.type('Anonym, per Tastatur.')
        // Past the file field (no files: the report goes as JSON).
        await page.keyboard.press('Tab')
        await expectFocused(form(page).locator('input[type="file"]'))
        // The human check loads when the form is first used; a person types for longer than it takes, the test
        // does not, so it waits for the widget before tabbing on to it.
        await expect(form(page).locator('altcha-widget input[type="checkbox"]')).toBeAttached()
        await page.keyboard.press('Tab')
        await expectFocused(form(page).locator('altcha-widget input[type="checkbox"]'))
        await page.keyboard.press('Tab')
        await expectFocused(submitButton(page))
        await page.keyboard.press('Enter')

        await expect(form(page).getByRole('status')).toHaveText(text.success)
        expect(sent).toHaveLength(1)
        expect(sent[0].postDataJSON()).toEqual({
          name: '',
          email: '',
          tel: '',
          subject: SAMPLE.subject,
          area: '',
          message: 'Anonym, per Tastatur.',
          gRecaptchaResponse: expect.any(String),
        })
        await expectReceiptOf(page, sent[0])
        await expectEmpty(page, locale)
        // The focus is on the codes; the copy button and the link are next in the tab order.
        await expectFocused(receipt(page))
        await page.keyboard.press('Tab')
        await expectFocused(receipt(page).getByRole('button'))
        await page.keyboard.press('Tab')
        await expectFocused(receipt(page).getByRole('link'))
      },
    )

    behaviourTest(locale)(
      'failure: forced server error, network error and a non-JSON answer keep every value; a retry succeeds',
      async ({ page }) => {
        const errors: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text())
        })
        const sent = recordSends(page)
        await open(page, locale)
        await fillAll(page, locale)
        const alert = form(page).getByRole('alert').filter({ hasText: text.failure })

        const failures: [string, Parameters<Page['route']>[1]][] = [
          [
            '500',
            (route) =>
              route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
          ],
          ['network', (route) => route.abort('connectionrefused')],
          [
            'not JSON',
            (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' }),
          ],
        ]
        for (const [kind, handler] of failures) {
          await page.route(SEND, handler)
          const before = errors.length
          await submitButton(page).click()
          await expect(alert, kind).toBeVisible()
          await expect(alert).toHaveText(text.failure)
          await expect(submitButton(page)).toHaveText(text.submit)
          await expect(form(page)).toHaveAttribute('data-status', 'failure')
          await expectValuesKept(page, locale)
          await expect(receipt(page)).toHaveCount(0)
          await expect.poll(() => errors.length, kind).toBeGreaterThan(before)
          expect(errors.at(-1)).toContain('Whistleblower form: sending failed')
          await page.unroute(SEND)
        }
        // Failure styling: light text on the navy surface, unlike the success message.
        const colours = await alert.locator('p').evaluate((element) => {
          const style = getComputedStyle(element)
          return { color: style.color, background: style.backgroundColor }
        })
        expect(colours).toEqual({ color: 'rgb(255, 255, 255)', background: 'rgb(11, 37, 69)' })
        expect(await axeViolations(page)).toEqual([])

        // The widget was reset after each failure: the next send solves a new challenge and goes through.
        await submitButton(page).click()
        await expect(form(page).getByRole('status')).toHaveText(text.success)
        await expect(alert).toHaveCount(0)
        await expectReceiptOf(page, sent.at(-1)!)
        await expectEmpty(page, locale)
      },
    )

    behaviourTest(locale)(
      'leave guard: links ask while the form holds input; declining keeps page and values',
      async ({ page }) => {
        await open(page, locale)
        let answer: 'accept' | 'dismiss' = 'dismiss'
        const dialogs = answerDialogs(page, () => answer)
        const link = page.getByTestId('site-footer').getByRole('link', { name: text.imprint })

        await fillAll(page, locale)
        await link.click()
        await expect.poll(() => dialogs.length).toBe(1)
        expect(dialogs[0].type()).toBe('confirm')
        expect(dialogs[0].message()).toBe(labels.leaveConfirm)
        await expect(page).toHaveURL(new RegExp(`${text.path}$`))
        await expectValuesKept(page, locale)

        answer = 'accept'
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${text.imprintPath}$`))
        expect(dialogs).toHaveLength(2)
      },
    )
  })
}

test('a replayed human-check solution answers 400 with the field named, in the production build', async ({
  request,
  baseURL,
}) => {
  const report = {
    subject: 'Zweimal gesendet',
    message: 'Dieselbe Lösung der Prüfung, zweimal verwendet.',
    gRecaptchaResponse: await fetchSolvedHumanCheck(baseURL!, 'whistleblower'),
  }
  expect((await request.post('/api/EmailHinweisgeberschutzSend', { data: report })).status()).toBe(201)
  const replay = await request.post('/api/EmailHinweisgeberschutzSend', { data: report })
  expect(replay.status()).toBe(400)
  expect(JSON.stringify(await replay.json())).toContain('gRecaptchaResponse')
})
