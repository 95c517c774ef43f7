import { expect, test, type Locator, type Page, type Request, type Route } from './fixtures'
import { MESSAGE_ROWS, type CaseStatus } from '../../src/lib/constants'
import { FOLLOW_UP_LIMITS, type CaseView } from '../../src/lib/forms/whistleblowerFollowUp'
import de from '../../src/i18n/messages/de/whistleblowerFollowUp.json' with { type: 'json' }
import en from '../../src/i18n/messages/en/whistleblowerFollowUp.json' with { type: 'json' }
import { axeViolations } from './axe'
import { behaviourTest } from './routes'

/**
 * The follow-up page of the whistleblower channel, the UI only: both endpoints are answered by
 * page.route mocks exactly per the contract in src/lib/forms/whistleblowerFollowUp.ts. The real endpoints
 * are covered by their own end-to-end test.
 */

const CASE = '**/api/whistleblower/case'
const MESSAGES = '**/api/whistleblower/case/messages'

const CASE_NUMBER = 'HS-2026-Q3ZP8M'
const ACCESS_CODE = '7K3Q-9DXA-B2MN-4PQR-T8VW'

// Dates below are shown in the visitor's time zone.
test.use({ timezoneId: 'Europe/Berlin' })

const VIEW: CaseView = {
  caseNumber: CASE_NUMBER,
  status: 'in-progress',
  receivedAt: '2026-03-12T13:05:00.000Z',
  subject: 'Vergabe <b>Los 3</b> & Rechnungen',
  channel: 'web',
  minutesConfirmedAt: null,
  messages: [
    {
      author: 'reporter',
      body: 'Erste Zeile\nZweite Zeile\n\n<script>window.__injected = true</script><b>kein HTML</b>',
      createdAt: '2026-03-12T13:05:00.000Z',
    },
    {
      author: 'office',
      body: 'Vielen Dank für Ihre Meldung.\nWir prüfen den Sachverhalt.',
      createdAt: '2026-03-16T08:30:00.000Z',
    },
    {
      author: 'reporter',
      body: 'Nachtrag: Die Rechnungen liegen im Ordner 2025.',
      createdAt: '2026-03-18T17:45:00.000Z',
    },
  ],
}

const ADDITION = 'Noch ein Hinweis:\n  eingerückte Zeile\nÜmlaut & "Zitat"'

const TEXT = {
  de: {
    path: '/hinweisgeberschutz/meldung',
    formPath: '/hinweisgeberschutz#meldeformular',
    messages: de,
    submit: 'Meldung aufrufen',
    checking: 'Wird geprüft...',
    denied: 'Fallnummer oder Zugangscode stimmen nicht.',
    throttled3: 'Zu viele Versuche. Bitte versuchen Sie es in 3 Minuten erneut.',
    throttled1: 'Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.',
    statuses: {
      received: 'Eingegangen',
      acknowledged: 'Eingang bestätigt',
      'in-progress': 'In Bearbeitung',
      closed: 'Abgeschlossen',
    },
    reporter: 'Sie',
    office: 'Meldestelle',
    received: '12.03.2026',
    times: ['12.03.2026, 14:05', '16.03.2026, 09:30', '18.03.2026, 18:45'],
    addHeading: 'Informationen ergänzen',
    send: 'Ergänzung senden',
    sending: 'Wird gesendet...',
    sent: 'Ihre Ergänzung wurde übermittelt.',
    leave: 'Abmelden',
  },
  en: {
    path: '/en/hinweisgeberschutz/meldung',
    formPath: '/en/hinweisgeberschutz#meldeformular',
    messages: en,
    submit: 'Open report',
    checking: 'Checking...',
    denied: 'Case number or access code is not correct.',
    throttled3: 'Too many attempts. Please try again in 3 minutes.',
    throttled1: 'Too many attempts. Please try again in 1 minute.',
    statuses: {
      received: 'Received',
      acknowledged: 'Acknowledged',
      'in-progress': 'In progress',
      closed: 'Closed',
    },
    reporter: 'You',
    office: 'Reporting office',
    received: '12/03/2026',
    times: ['12/03/2026, 14:05', '16/03/2026, 09:30', '18/03/2026, 18:45'],
    addHeading: 'Add information',
    send: 'Send addition',
    sending: 'Sending...',
    sent: 'Your addition has been sent.',
    leave: 'Leave case',
  },
} as const

type Locale = keyof typeof TEXT

const json = (route: Route, status: number, body: unknown, headers: Record<string, string> = {}) =>
  route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) })

/** Every POST the page makes to the follow-up endpoints, in order. */
function recordCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/whistleblower/')) calls.push(request)
  })
  return calls
}

/** A route handler that waits for `release()` before answering. */
function held(answer: (route: Route) => Promise<void>) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const handler = async (route: Route) => {
    await released
    await answer(route)
  }
  return { release, handler }
}

const root = (page: Page) => page.getByTestId('follow-up')
const loginForm = (page: Page) => page.getByTestId('follow-up-login')
const caseView = (page: Page) => page.getByTestId('follow-up-case')
const alertRegion = (page: Page) => root(page).getByRole('alert')
const statusRegion = (page: Page) => root(page).getByRole('status')

function fields(page: Page, locale: Locale) {
  const t = TEXT[locale].messages
  return {
    caseNumber: loginForm(page).getByLabel(t.login.caseNumber, { exact: true }),
    accessCode: loginForm(page).getByLabel(t.login.accessCode, { exact: true }),
    submit: loginForm(page).locator('button[type="submit"]'),
  }
}

function addForm(page: Page, locale: Locale) {
  const form = page.getByTestId('case-add-form')
  return {
    form,
    message: form.getByLabel(TEXT[locale].messages.add.label, { exact: true }),
    submit: form.locator('button[type="submit"]'),
  }
}

/** Opens the page and waits until the form is interactive (hydrated). */
async function open(page: Page, locale: Locale) {
  await page.goto(TEXT[locale].path)
  await expect(fields(page, locale).submit).toBeEnabled()
}

async function fillLogin(page: Page, locale: Locale, caseNumber = CASE_NUMBER, accessCode = ACCESS_CODE) {
  const { caseNumber: number, accessCode: code } = fields(page, locale)
  await number.fill(caseNumber)
  await code.fill(accessCode)
}

async function expectFocused(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement)).toBe(true)
}

const validity = (locator: Locator) =>
  locator.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => element.validationMessage)

/** Logs in against a mock answering `view`; ends on the case view. */
async function login(page: Page, locale: Locale, view: CaseView = VIEW) {
  await page.route(CASE, (route) => json(route, 200, view))
  await fillLogin(page, locale)
  await fields(page, locale).submit.click()
  await expect(caseView(page)).toBeVisible()
}

for (const locale of ['de', 'en'] as const) {
  const text = TEXT[locale]
  const t = text.messages

  test.describe(`whistleblower follow-up UI (${locale})`, () => {
    test('page and login form: intro, labels, attributes, link back, noindex; axe', async ({ page }) => {
      const calls = recordCalls(page)
      await open(page, locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.headline)
      await expect(page.getByText(t.intro)).toBeVisible()
      await expect(page.getByText(t.anonymity)).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page).toHaveTitle(new RegExp(t.title))
      const back = page.getByTestId('report-form-link')
      await expect(back).toHaveText(t.back)
      await expect(back).toHaveAttribute('href', text.formPath)

      await expect(root(page)).toHaveAttribute('data-step', 'login')
      await expect(loginForm(page).getByRole('heading', { level: 2 })).toHaveText(t.formHeading)
      const { caseNumber, accessCode, submit } = fields(page, locale)
      for (const [input, max] of [
        [caseNumber, FOLLOW_UP_LIMITS.caseNumber],
        [accessCode, FOLLOW_UP_LIMITS.accessCode],
      ] as const) {
        await expect(input).toBeVisible()
        await expect(input).toHaveValue('')
        await expect(input).toHaveAttribute('required', '')
        await expect(input).toHaveAttribute('autocomplete', 'off')
        await expect(input).toHaveAttribute('spellcheck', 'false')
        await expect(input).toHaveAttribute('maxlength', String(max))
      }
      await expect(caseNumber).toHaveAccessibleDescription(t.login.caseNumberHint)
      await expect(accessCode).toHaveAccessibleDescription(t.login.accessCodeHint)
      await expect(loginForm(page).getByText(t.login.caseNumber, { exact: true })).toBeVisible()
      await expect(loginForm(page).getByText(t.login.accessCode, { exact: true })).toBeVisible()
      await expect(submit).toHaveText(text.submit)
      await expect(alertRegion(page)).toHaveText('')
      await expect(statusRegion(page)).toHaveText('')
      expect(calls).toHaveLength(0)

      expect(await axeViolations(page)).toEqual([])
    })

    test('an empty or malformed login shows our validity texts and sends nothing', async ({ page }) => {
      const calls = recordCalls(page)
      await open(page, locale)
      const { caseNumber, accessCode, submit } = fields(page, locale)

      await submit.click()
      await expectFocused(caseNumber)
      await expect(caseNumber).toHaveAttribute('aria-invalid', 'true')
      expect(await validity(caseNumber)).toBe(t.login.missing)
      await expect(loginForm(page).getByText(t.login.missing)).toBeVisible()

      await caseNumber.fill('   ')
      await submit.click()
      await expectFocused(caseNumber)
      expect(await validity(caseNumber)).toBe(t.login.missing)

      await caseNumber.fill('4K7QXM')
      await submit.click()
      await expectFocused(caseNumber)
      expect(await validity(caseNumber)).toBe(t.login.caseNumberFormat)

      await caseNumber.fill(CASE_NUMBER)
      await expect(caseNumber).not.toHaveAttribute('aria-invalid', 'true')
      await submit.click()
      await expectFocused(accessCode)
      await expect(accessCode).toHaveAttribute('aria-invalid', 'true')
      expect(await validity(accessCode)).toBe(t.login.missing)

      await expect(root(page)).toHaveAttribute('data-step', 'login')
      await expect(submit).toHaveText(text.submit)
      expect(calls).toHaveLength(0)
    })

    test('checking state, then 403: one generic message, inputs kept; axe', async ({ page }) => {
      const calls = recordCalls(page)
      await open(page, locale)
      const { release, handler } = held((route) => json(route, 403, { error: 'forbidden' }))
      await page.route(CASE, handler)
      await fillLogin(page, locale, ' hs-2026-q3zp8m ', ACCESS_CODE.toLowerCase())
      const { caseNumber, accessCode, submit } = fields(page, locale)
      await submit.click()
      await expect(submit).toHaveText(text.checking)
      await expect(submit).toBeDisabled()
      await expect.poll(() => calls.length).toBe(1)
      release()

      await expect(alertRegion(page)).toHaveText(text.denied)
      await expect(submit).toHaveText(text.submit)
      await expect(submit).toBeEnabled()
      await expect(caseNumber).toHaveValue(' hs-2026-q3zp8m ')
      await expect(accessCode).toHaveValue(ACCESS_CODE.toLowerCase())
      await expect(root(page)).toHaveAttribute('data-step', 'login')

      const request = calls[0]
      expect(request.method()).toBe('POST')
      expect(request.headers()['content-type']).toBe('application/json')
      expect(request.postDataJSON()).toEqual({
        caseNumber: CASE_NUMBER,
        accessCode: ACCESS_CODE.toLowerCase(),
      })
      expect(await axeViolations(page)).toEqual([])

      // Typing again clears the message.
      await accessCode.fill(ACCESS_CODE)
      await expect(alertRegion(page)).toHaveText('')
    })

    test('429: the minutes come from Retry-After, rounded up', async ({ page }) => {
      await open(page, locale)
      await fillLogin(page, locale)
      const { caseNumber, submit } = fields(page, locale)

      await page.route(CASE, (route) => json(route, 429, { error: 'too many' }, { 'Retry-After': '150' }))
      await submit.click()
      await expect(alertRegion(page)).toHaveText(text.throttled3)
      await expect(caseNumber).toHaveValue(CASE_NUMBER)

      await page.unroute(CASE)
      await page.route(CASE, (route) => json(route, 429, { error: 'too many' }, { 'Retry-After': '20' }))
      await submit.click()
      await expect(alertRegion(page)).toHaveText(text.throttled1)
    })

    behaviourTest(locale)('other failures: a generic error, inputs kept', async ({ page }) => {
      await open(page, locale)
      await fillLogin(page, locale)
      const { caseNumber, accessCode, submit } = fields(page, locale)
      const failures: [string, (route: Route) => Promise<void>][] = [
        ['500', (route) => json(route, 500, { error: 'boom' })],
        ['400', (route) => json(route, 400, { error: 'invalid', fields: { caseNumber: 'bad' } })],
        ['network', (route) => route.abort('connectionrefused')],
        [
          'not a case',
          (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' }),
        ],
      ]
      for (const [kind, handler] of failures) {
        await page.route(CASE, handler)
        await submit.click()
        await expect(alertRegion(page), kind).toHaveText(t.login.failure)
        await expect(caseNumber).toHaveValue(CASE_NUMBER)
        await expect(accessCode).toHaveValue(ACCESS_CODE)
        await expect(root(page)).toHaveAttribute('data-step', 'login')
        await page.unroute(CASE)
      }
    })

    test('success: status, date, subject and the conversation oldest first; nothing stored; axe', async ({
      page,
    }) => {
      const calls = recordCalls(page)
      await open(page, locale)
      await login(page, locale)
      expect(calls[0].postDataJSON()).toEqual({ caseNumber: CASE_NUMBER, accessCode: ACCESS_CODE })

      const heading = caseView(page).getByRole('heading', { level: 2 })
      await expect(heading).toHaveText(t.case.heading)
      await expectFocused(heading)
      await expect(root(page)).toHaveAttribute('data-step', 'case')
      await expect(loginForm(page)).toHaveCount(0)
      await expect(page.getByTestId('case-number')).toHaveText(CASE_NUMBER)
      await expect(page.getByTestId('case-status')).toHaveText(text.statuses['in-progress'])
      await expect(page.getByTestId('case-received')).toHaveText(text.received)
      // Plain text, never HTML.
      await expect(page.getByTestId('case-subject')).toHaveText(VIEW.subject)

      const items = page.getByTestId('case-messages').locator('li')
      await expect(items).toHaveCount(3)
      await expect(items.getByTestId('message-author')).toHaveText([
        text.reporter,
        text.office,
        text.reporter,
      ])
      await expect(items.getByTestId('message-time')).toHaveText([...text.times])
      await expect(items.nth(0)).toHaveAttribute('data-author', 'reporter')
      await expect(items.nth(1)).toHaveAttribute('data-author', 'office')
      const bodies = items.getByTestId('message-body')
      // innerText keeps the line breaks only when they are rendered as such (white-space: pre-wrap).
      expect(
        await bodies.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText)),
      ).toEqual(VIEW.messages.map((message) => message.body))
      await expect(bodies.first()).toHaveCSS('white-space', 'pre-wrap')
      await expect(page.getByTestId('case-messages').locator('script, b')).toHaveCount(0)
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
      await expect(addForm(page, locale).form.getByRole('heading', { level: 3 })).toHaveText(text.addHeading)
      const { message } = addForm(page, locale)
      await expect(message).toHaveAttribute('rows', String(MESSAGE_ROWS))
      await expect(message).toHaveAttribute('maxlength', String(FOLLOW_UP_LIMITS.message))
      await expect(message).toHaveAttribute('required', '')

      // Case number and code live in the page's memory only.
      expect(page.url()).not.toContain(CASE_NUMBER)
      const stored = await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      )
      expect(stored).not.toContain(CASE_NUMBER)
      expect(stored).not.toContain(ACCESS_CODE)
      const cookies = JSON.stringify(await page.context().cookies())
      expect(cookies).not.toContain(CASE_NUMBER)
      expect(cookies).not.toContain(ACCESS_CODE)

      expect(await axeViolations(page)).toEqual([])
    })

    test('every status in words; a closed case still takes additions', async ({ page }) => {
      await open(page, locale)
      for (const status of Object.keys(text.statuses) as CaseStatus[]) {
        await login(page, locale, { ...VIEW, status })
        await expect(page.getByTestId('case-status'), status).toHaveText(text.statuses[status])
        await expect(caseView(page).getByText(t.case.closedNote)).toHaveCount(status === 'closed' ? 1 : 0)
        await expect(addForm(page, locale).message).toBeEditable()
        await caseView(page).getByRole('button', { name: text.leave }).click()
        await expect(loginForm(page)).toBeVisible()
        await page.unroute(CASE)
      }
    })

    behaviourTest(locale)(
      'adding information posts case number, code and message and shows the returned case',
      async ({ page }) => {
        const calls = recordCalls(page)
        await open(page, locale)
        await login(page, locale)
        const { message, submit } = addForm(page, locale)

        // Empty (or blank): our validity text, nothing sent.
        await submit.click()
        await expectFocused(message)
        await expect(message).toHaveAttribute('aria-invalid', 'true')
        expect(await validity(message)).toBe(t.add.missing)
        await message.fill('  \n ')
        await submit.click()
        expect(await validity(message)).toBe(t.add.missing)
        expect(calls).toHaveLength(1)

        const updated: CaseView = {
          ...VIEW,
          status: 'acknowledged',
          messages: [
            ...VIEW.messages,
            { author: 'reporter', body: ADDITION, createdAt: '2026-03-20T10:00:00.000Z' },
          ],
        }
        const { release, handler } = held((route) => json(route, 201, updated))
        await page.route(MESSAGES, handler)
        await message.fill(ADDITION)
        await expect(message).not.toHaveAttribute('aria-invalid', 'true')
        await submit.click()
        await expect(submit).toHaveText(text.sending)
        await expect(submit).toBeDisabled()
        await expect.poll(() => calls.length).toBe(2)
        release()

        await expect(statusRegion(page)).toHaveText(text.sent)
        await expect(submit).toHaveText(text.send)
        await expect(message).toHaveValue('')
        const request = calls[1]
        expect(new URL(request.url()).pathname).toBe('/api/whistleblower/case/messages')
        expect(request.method()).toBe('POST')
        expect(request.headers()['content-type']).toBe('application/json')
        expect(request.postDataJSON()).toEqual({
          caseNumber: CASE_NUMBER,
          accessCode: ACCESS_CODE,
          message: ADDITION,
        })

        const items = page.getByTestId('case-messages').locator('li')
        await expect(items).toHaveCount(4)
        await expect(items.last().getByTestId('message-author')).toHaveText(text.reporter)
        expect(
          await items
            .last()
            .getByTestId('message-body')
            .evaluate((node) => (node as HTMLElement).innerText),
        ).toBe(ADDITION)
        await expect(page.getByTestId('case-status')).toHaveText(text.statuses.acknowledged)
        await expect(caseView(page)).toBeVisible()
      },
    )

    behaviourTest(locale)(
      'a failed addition keeps the text; a 403 goes back to the login with the generic message',
      async ({ page }) => {
        await open(page, locale)
        await login(page, locale)
        const { message, submit } = addForm(page, locale)
        await message.fill(ADDITION)

        await page.route(MESSAGES, (route) => json(route, 500, { error: 'boom' }))
        await submit.click()
        await expect(alertRegion(page)).toHaveText(t.add.failure)
        await expect(message).toHaveValue(ADDITION)
        await expect(caseView(page)).toBeVisible()
        await page.unroute(MESSAGES)

        await page.route(MESSAGES, (route) =>
          json(route, 429, { error: 'too many' }, { 'Retry-After': '121' }),
        )
        await submit.click()
        await expect(alertRegion(page)).toHaveText(text.throttled3)
        await expect(message).toHaveValue(ADDITION)
        await page.unroute(MESSAGES)

        await page.route(MESSAGES, (route) => json(route, 403, { error: 'forbidden' }))
        await submit.click()
        await expect(alertRegion(page)).toHaveText(text.denied)
        await expect(root(page)).toHaveAttribute('data-step', 'login')
        await expect(caseView(page)).toHaveCount(0)
        await expectFocused(fields(page, locale).caseNumber)
      },
    )

    behaviourTest(locale)(
      'unsent text guards leaving; leave case returns to an empty login form; axe',
      async ({ page }) => {
        await open(page, locale)
        await login(page, locale)
        const { message } = addForm(page, locale)
        await message.fill(ADDITION)

        // A link away asks first; declining stays with the text.
        const dialogs: string[] = []
        let answer: 'accept' | 'dismiss' = 'dismiss'
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message())
          void (answer === 'accept' ? dialog.accept() : dialog.dismiss())
        })
        await page.getByTestId('report-form-link').click()
        await expect.poll(() => dialogs.length).toBe(1)
        expect(dialogs[0]).toBe(t.add.leaveConfirm)
        await expect(message).toHaveValue(ADDITION)
        await expect(page).toHaveURL(new RegExp(`${text.path}$`))

        // Leaving the case with unsent text asks too.
        const leave = caseView(page).getByRole('button', { name: text.leave })
        await leave.click()
        await expect.poll(() => dialogs.length).toBe(2)
        await expect(caseView(page)).toBeVisible()
        answer = 'accept'
        await leave.click()
        await expect.poll(() => dialogs.length).toBe(3)

        await expect(root(page)).toHaveAttribute('data-step', 'login')
        await expect(statusRegion(page)).toHaveText(t.login.left)
        const { caseNumber, accessCode } = fields(page, locale)
        await expect(caseNumber).toHaveValue('')
        await expect(accessCode).toHaveValue('')
        await expectFocused(caseNumber)
        await expect(page.getByText(CASE_NUMBER)).toHaveCount(0)
        expect(await axeViolations(page)).toEqual([])
      },
    )

    behaviourTest(locale)('keyboard only: log in, add information, leave', async ({ page }) => {
      await open(page, locale)
      await page.route(CASE, (route) => json(route, 200, VIEW))
      await page.route(MESSAGES, (route) =>
        json(route, 201, {
          ...VIEW,
          messages: [
            ...VIEW.messages,
            { author: 'reporter', body: 'Per Tastatur', createdAt: VIEW.receivedAt },
          ],
        }),
      )
      const { caseNumber } = fields(page, locale)
      await caseNumber.focus()
      await page.keyboard.type(CASE_NUMBER)
      await page.keyboard.press('Tab')
      await page.keyboard.type(ACCESS_CODE)
      await page.keyboard.press('Enter')
      await expectFocused(caseView(page).getByRole('heading', { level: 2 }))

      // Heading → leave button → textarea → file field → send.
      await page.keyboard.press('Tab')
      await expectFocused(caseView(page).getByRole('button', { name: text.leave }))
      await page.keyboard.press('Tab')
      await expectFocused(addForm(page, locale).message)
      await page.keyboard.type('Per Tastatur')
      await page.keyboard.press('Tab')
      await expectFocused(addForm(page, locale).form.locator('input[type="file"]'))
      await page.keyboard.press('Tab')
      await expectFocused(addForm(page, locale).submit)
      await page.keyboard.press('Enter')
      await expect(statusRegion(page)).toHaveText(text.sent)
      await expect(page.getByTestId('case-messages').locator('li')).toHaveCount(4)

      await caseView(page).getByRole('button', { name: text.leave }).focus()
      await page.keyboard.press('Enter')
      await expectFocused(fields(page, locale).caseNumber)
    })
  })
}
