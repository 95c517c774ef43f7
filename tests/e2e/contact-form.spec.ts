import { expect, test, type Dialog, type Locator, type Page, type Request } from './fixtures'
import { MESSAGE_ROWS } from '../../src/lib/constants'
import { CONTACT_LIMITS, CONTACT_TOPICS } from '../../src/lib/forms/contact'
import deCommon from '../../src/i18n/messages/de/common.json' with { type: 'json' }
import deContact from '../../src/i18n/messages/de/contact.json' with { type: 'json' }
import enCommon from '../../src/i18n/messages/en/common.json' with { type: 'json' }
import enContact from '../../src/i18n/messages/en/contact.json' with { type: 'json' }
import { axeViolations } from './axe'
import { behaviourTest } from './routes'

/**
 * The contact form (texts in both languages, behaviour in German), against the real endpoint and the real ALTCHA widget solving
 * its challenge in Chromium. Failures are forced by intercepting the POST, and by replaying a used solution.
 */

const SEND = '**/api/EmailSend*'

const TEXT = {
  de: {
    path: '/kontakt',
    success: 'Wir haben Ihre Nachricht erhalten!',
    failure: 'Fehler beim absenden der Nachricht',
    sending: 'Wird geschickt...',
    submit: 'Absenden',
    placeholder: 'Pflichtfeld',
    topics: ['Termin vereinbaren', 'Angebot anfordern', 'Supportanfrage', 'Sonstiges Thema', 'Rückruf'],
    imprint: 'Impressum',
    imprintPath: '/impressum',
  },
  en: {
    path: '/en/kontakt',
    success: 'We have received your message!',
    failure: 'Error sending the message',
    sending: 'Sending...',
    submit: 'Submit',
    placeholder: 'required',
    topics: ['Arrange an appointment', 'Request an offer', 'Support request', 'Other topic', 'Callback'],
    imprint: 'Legal notice',
    imprintPath: '/en/impressum',
  },
} as const

type Locale = keyof typeof TEXT

const messages = {
  de: { contact: deContact, menu: deCommon.menu },
  en: { contact: enContact, menu: enCommon.menu },
}

function form(page: Page) {
  return page.getByTestId('contact-form')
}

function field(page: Page, locale: Locale, name: keyof (typeof messages)['de']['contact']['form']['fields']) {
  return form(page).getByLabel(messages[locale].contact.form.fields[name], { exact: true })
}

function submitButton(page: Page) {
  return form(page).locator('button[type="submit"]')
}

/** Opens the contact page and waits until the form is interactive (hydrated). */
async function open(page: Page, locale: Locale) {
  await page.goto(TEXT[locale].path)
  await expect(submitButton(page)).toBeEnabled()
}

const SAMPLE = {
  name: 'Erika Mustermann',
  email: 'erika.mustermann@example.org',
  firmName: 'Leitstelle Nord <GmbH> & Co.',
  tel: '+49 40 123456-7',
  subject: 'Digitalfunk für drei Wachen',
  message: 'Guten Tag,\nbitte rufen Sie mich zurück.\n– Ümlaut & "Zitat"',
}

async function fillAll(page: Page, locale: Locale) {
  await field(page, locale, 'name').fill(SAMPLE.name)
  await field(page, locale, 'email').fill(SAMPLE.email)
  await field(page, locale, 'firmName').fill(SAMPLE.firmName)
  await field(page, locale, 'tel').fill(SAMPLE.tel)
  await field(page, locale, 'subject').fill(SAMPLE.subject)
  await field(page, locale, 'topic').selectOption('support')
  await field(page, locale, 'message').fill(SAMPLE.message)
}

async function expectValuesKept(page: Page, locale: Locale) {
  await expect(field(page, locale, 'name')).toHaveValue(SAMPLE.name)
  await expect(field(page, locale, 'email')).toHaveValue(SAMPLE.email)
  await expect(field(page, locale, 'firmName')).toHaveValue(SAMPLE.firmName)
  await expect(field(page, locale, 'tel')).toHaveValue(SAMPLE.tel)
  await expect(field(page, locale, 'subject')).toHaveValue(SAMPLE.subject)
  await expect(field(page, locale, 'topic')).toHaveValue('support')
  await expect(field(page, locale, 'message')).toHaveValue(SAMPLE.message)
}

async function expectEmpty(page: Page, locale: Locale) {
  for (const name of ['name', 'email', 'firmName', 'tel', 'subject', 'topic', 'message'] as const)
    await expect(field(page, locale, name)).toHaveValue('')
}

/** Every POST to the endpoint the page makes. */
function recordSends(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/EmailSend')
      sent.push(request)
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

for (const locale of ['de', 'en'] as const) {
  const text = TEXT[locale]
  const labels = messages[locale].contact.form

  test.describe(`contact form (${locale})`, () => {
    // Each test solves one or more proofs of work and visits several pages.
    test.describe.configure({ timeout: 60_000 })

    test('fields, labels, bounds and topics; axe', async ({ page }) => {
      await open(page, locale)
      const section = page.locator('section#kontaktformular')
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(labels.heading)
      await expect(section.locator('form')).toHaveAttribute('novalidate', '')

      for (const name of ['name', 'email', 'tel'] as const) {
        await expect(field(page, locale, name)).toHaveAttribute('required', '')
        await expect(field(page, locale, name)).toHaveAttribute('placeholder', text.placeholder)
      }
      for (const name of ['firmName', 'subject', 'topic', 'message'] as const)
        await expect(field(page, locale, name)).not.toHaveAttribute('required', '')
      await expect(field(page, locale, 'email')).toHaveAttribute('type', 'email')
      await expect(field(page, locale, 'tel')).toHaveAttribute('type', 'tel')
      await expect(field(page, locale, 'message')).toHaveAttribute('rows', String(MESSAGE_ROWS))
      await expect(field(page, locale, 'name')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.name))
      await expect(field(page, locale, 'email')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.email))
      await expect(field(page, locale, 'tel')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.tel))
      await expect(field(page, locale, 'message')).toHaveAttribute(
        'maxlength',
        String(CONTACT_LIMITS.message),
      )

      const options = field(page, locale, 'topic').locator('option')
      await expect(options).toHaveCount(CONTACT_TOPICS.length + 1)
      await expect(options.first()).toHaveAttribute('value', '')
      for (const [index, topic] of CONTACT_TOPICS.entries()) {
        await expect(options.nth(index + 1)).toHaveAttribute('value', topic)
        await expect(options.nth(index + 1)).toHaveText(text.topics[index])
      }
      await expect(submitButton(page)).toHaveText(text.submit)
      // The widget's script loads when the visitor turns to the form, not for readers; its place is held.
      await expect(form(page).getByTestId('human-check')).toHaveText(labels.humanCheck.label)
      await expect(page.locator('script[src="/vendor/altcha.js"]')).toHaveCount(0)
      await field(page, locale, 'name').focus()
      // The widget loads from this site only, starts its proof of work at once and speaks the page's language.
      await expect(page.locator('script[src="/vendor/altcha.js"]')).toHaveCount(1)
      await expect(form(page).locator('altcha-widget [data-state]')).toHaveAttribute('data-state', 'verified')
      await expect(form(page).locator('altcha-widget label')).toHaveText(labels.humanCheck.verified)

      expect(await axeViolations(page)).toEqual([])
    })

    test('the required fields are checked in order name, e-mail, phone; nothing is sent until they hold', async ({
      page,
    }) => {
      const sent = recordSends(page)
      await open(page, locale)
      const name = field(page, locale, 'name')
      const email = field(page, locale, 'email')
      const tel = field(page, locale, 'tel')
      const validity = (locator: Locator) =>
        locator.evaluate((input: HTMLInputElement) => input.validationMessage)

      await submitButton(page).click()
      await expectFocused(name)
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      const nameMessage = await validity(name)
      expect(nameMessage).toBe(messages[locale].contact.form.missing)
      await expect(form(page).locator(`#${await name.getAttribute('aria-describedby')}`)).toHaveText(
        nameMessage,
      )
      await expect(email).not.toHaveAttribute('aria-invalid', 'true')

      await name.fill('   ')
      await submitButton(page).click()
      await expectFocused(name)

      await name.fill(SAMPLE.name)
      await submitButton(page).click()
      await expectFocused(email)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(name).not.toHaveAttribute('aria-invalid', 'true')

      await email.fill('not-an-email')
      await submitButton(page).click()
      await expectFocused(email)
      expect(await validity(email)).toBe(messages[locale].contact.form.formats.email)

      await email.fill('name@localhost')
      await submitButton(page).click()
      await expectFocused(email)

      await email.fill(SAMPLE.email)
      await submitButton(page).click()
      await expectFocused(tel)
      await expect(tel).toHaveAttribute('aria-invalid', 'true')

      await tel.fill('call me maybe')
      await submitButton(page).click()
      await expectFocused(tel)

      await expect(form(page)).toHaveAttribute('data-status', 'idle')
      await expect(submitButton(page)).toHaveText(text.submit)
      expect(sent).toHaveLength(0)
    })

    test('sending state, then success: the status text is announced and the form is empty', async ({
      page,
      baseURL,
    }) => {
      const sent = recordSends(page)
      // Widget, challenge and proof of work stay on this site (the workers run from blob: URLs).
      const elsewhere: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL!).origin)
          elsewhere.push(url.href)
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
      await expect(status).toBeVisible()
      await expect(status).toHaveText(text.success)
      await expect(button).toHaveText(text.submit)
      await expect(button).toBeEnabled()
      await expect(button).not.toHaveClass(/_blinking(\s|$)/)
      await expectEmpty(page, locale)
      await expect(form(page).getByRole('alert').filter({ hasText: text.failure })).toHaveCount(0)

      const request = sent[0]
      expect(request.headers()['content-type']).toBe('application/json')
      expect(request.headers()['accept']).toBe('application/json')
      const body = request.postDataJSON()
      expect(body).toEqual({
        name: SAMPLE.name,
        email: SAMPLE.email,
        firm_name: SAMPLE.firmName,
        tel: SAMPLE.tel,
        subject: SAMPLE.subject,
        topic: 'support',
        message: SAMPLE.message,
        gRecaptchaResponse: expect.any(String),
      })
      expect(body.gRecaptchaResponse.length).toBeGreaterThan(20)
      const response = await request.response()
      expect(response?.status()).toBe(201)
      expect(await response?.json()).toMatchObject({ ok: true, id: expect.anything() })
      expect(elsewhere).toEqual([])

      // A sent form does not ask before leaving.
      const dialogs = answerDialogs(page, () => 'dismiss')
      await page.getByTestId('site-footer').getByRole('link', { name: text.imprint }).click()
      await expect(page).toHaveURL(new RegExp(`${text.imprintPath}$`))
      expect(dialogs).toHaveLength(0)
    })

    behaviourTest(locale)(
      'a send waits for a human check that is still running instead of failing',
      async ({ page }) => {
        const sent = recordSends(page)
        let release = () => {}
        const released = new Promise<void>((resolve) => (release = resolve))
        await page.route('**/api/captcha/challenge*', async (route) => {
          await released
          await route.continue()
        })
        await open(page, locale)
        await fillAll(page, locale)
        await submitButton(page).click()
        await expect(submitButton(page)).toHaveText(text.sending)
        await expect(form(page).locator('altcha-widget [data-state]')).toHaveAttribute(
          'data-state',
          'verifying',
        )
        expect(sent).toHaveLength(0)
        release()
        await expect(form(page).getByRole('status')).toHaveText(text.success)
        expect(sent).toHaveLength(1)
        await expectEmpty(page, locale)
      },
    )

    behaviourTest(locale)(
      'failure: forced server error, network error and a non-JSON answer keep every value; a retry succeeds',
      async ({ page }) => {
        const errors: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text())
        })
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
          await expect.poll(() => errors.length, kind).toBeGreaterThan(before)
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
        await expectEmpty(page, locale)
      },
    )

    behaviourTest(locale)(
      'failure from the real server: a replayed solution is refused with 400',
      async ({ page }) => {
        const sent = recordSends(page)
        await open(page, locale)
        await fillAll(page, locale)
        await submitButton(page).click()
        await expect(form(page).getByRole('status')).toHaveText(text.success)
        const used = sent[0].postDataJSON().gRecaptchaResponse as string

        await fillAll(page, locale)
        await page.route(SEND, async (route) => {
          const body = route.request().postDataJSON()
          await route.continue({ postData: JSON.stringify({ ...body, gRecaptchaResponse: used }) })
        })
        await submitButton(page).click()
        // The human check's own message (not a server failure), with a button to send again.
        const alert = form(page).getByRole('alert')
        await expect(alert).toContainText(messages[locale].contact.form.humanCheckFailed)
        await expect(alert.getByRole('button', { name: messages[locale].contact.form.retry })).toBeVisible()
        expect((await sent[1].response())?.status()).toBe(400)
        await expectValuesKept(page, locale)
      },
    )

    behaviourTest(locale)('keyboard only: fill in, pass the human check and send', async ({ page }) => {
      await open(page, locale)
      const name = field(page, locale, 'name')
      // From the top of the page, Tab until the first field has the focus.
      await page.locator('body').evaluate(() => window.scrollTo(0, 0))
      await page.keyboard.press('Tab')
      for (let i = 0; i < 200 && !(await name.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab')
      await expectFocused(name)
      await page.keyboard.type(SAMPLE.name)
      await page.keyboard.press('Tab')
      await page.keyboard.type(SAMPLE.email)
      await page.keyboard.press('Tab')
      await page.keyboard.type(SAMPLE.firmName)
      await page.keyboard.press('Tab')
      await page.keyboard.type(SAMPLE.tel)
      await page.keyboard.press('Tab')
      await page.keyboard.type(SAMPLE.subject)
      await page.keyboard.press('Tab')
      await expectFocused(field(page, locale, 'topic'))
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Per Tastatur.')
      // The human check loads when the form is first used; a person types for longer than it takes, the test
      // does not, so it waits for the widget before tabbing on to it.
      await expect(form(page).locator('altcha-widget input[type="checkbox"]')).toBeAttached()
      // The widget's checkbox is in the tab order, then the submit button.
      await page.keyboard.press('Tab')
      await expectFocused(form(page).locator('altcha-widget input[type="checkbox"]'))
      await page.keyboard.press('Tab')
      await expectFocused(submitButton(page))
      await page.keyboard.press('Enter')
      await expect(form(page).getByRole('status')).toHaveText(text.success)
      await expectEmpty(page, locale)
      // The focus stays on the form's button, not lost to the page.
      await expectFocused(submitButton(page))
    })

    test('leave guard: links ask while the form holds input; declining keeps page and values', async ({
      page,
    }) => {
      await page.goto(text.imprintPath)
      await open(page, locale)
      let answer: 'accept' | 'dismiss' = 'dismiss'
      const dialogs = answerDialogs(page, () => answer)
      const link = page.getByTestId('site-footer').getByRole('link', { name: text.imprint })

      // Empty form: no question.
      await page.getByRole('banner').getByRole('link', { name: messages[locale].menu.career }).first().click()
      await expect(page).toHaveURL(/\/karriere$/)
      expect(dialogs).toHaveLength(0)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${text.path}$`))
      await expect(submitButton(page)).toBeEnabled()

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
      // The guard's history entry was taken off first: Back returns to the form page once, then to the page before it.
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${text.path}$`))
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${text.imprintPath}$`))
      expect(dialogs).toHaveLength(2)
    })

    behaviourTest(locale)(
      'leave guard: the back button asks; declining reverts it, accepting goes back',
      async ({ page }) => {
        await page.goto(text.imprintPath)
        await open(page, locale)
        let answer: 'accept' | 'dismiss' = 'dismiss'
        const dialogs = answerDialogs(page, () => answer)
        await fillAll(page, locale)
        const url = page.url()

        await page.evaluate(() => window.history.back())
        await expect.poll(() => dialogs.length).toBe(1)
        expect(dialogs[0].message()).toBe(labels.leaveConfirm)
        await page.waitForTimeout(500)
        expect(page.url()).toBe(url)
        await expectValuesKept(page, locale)

        // Still guarded after the revert.
        answer = 'accept'
        await page.evaluate(() => window.history.back())
        await expect.poll(() => dialogs.length).toBe(2)
        await expect(page).toHaveURL(new RegExp(`${text.imprintPath}$`))
      },
    )

    behaviourTest(locale)(
      'leave guard: a reload asks through beforeunload; an empty form never asks',
      async ({ page }) => {
        await open(page, locale)
        let answer: 'accept' | 'dismiss' = 'dismiss'
        const dialogs = answerDialogs(page, () => answer)

        // Typed by the visitor (a user activation, which browsers require for the prompt).
        const name = field(page, locale, 'name')
        await name.click()
        await page.keyboard.type(SAMPLE.name)
        void page.reload().catch(() => {})
        await expect.poll(() => dialogs.length).toBe(1)
        expect(dialogs[0].type()).toBe('beforeunload')
        await expect(name).toHaveValue(SAMPLE.name)

        answer = 'accept'
        await page.reload()
        await expect(submitButton(page)).toBeEnabled()
        await expect(field(page, locale, 'name')).toHaveValue('')
        expect(dialogs).toHaveLength(2)

        // Emptied again by the visitor: leaving does not ask.
        await field(page, locale, 'name').click()
        await page.keyboard.type('x')
        await page.keyboard.press('Backspace')
        await page.reload()
        await expect(submitButton(page)).toBeEnabled()
        expect(dialogs).toHaveLength(2)
      },
    )
  })
}
