import { expect, test, type Browser, type Page } from './fixtures'
import deFollowUp from '../../src/i18n/messages/de/whistleblowerFollowUp.json' with { type: 'json' }
import deWhistleblower from '../../src/i18n/messages/de/whistleblower.json' with { type: 'json' }
import enFollowUp from '../../src/i18n/messages/en/whistleblowerFollowUp.json' with { type: 'json' }
import enWhistleblower from '../../src/i18n/messages/en/whistleblower.json' with { type: 'json' }
import { officeMember, openCaseInAdmin, signInToAdmin } from './office'
import { behaviourTest } from './routes'

/**
 * The anonymous follow-up of a whistleblower report end to end, without mocks: a report sent with
 * the real form, the case number and code noted from the receipt, a reply written by the reporting office in
 * the admin, read by the reporter on the follow-up page, information added there and seen by the office;
 * wrong codes throttled while the right one still opens the case, unknown and known case numbers answered alike.
 */

const TEXT = {
  de: { prefix: '', report: deWhistleblower.form, followUp: deFollowUp },
  en: { prefix: '/en', report: enWhistleblower.form, followUp: enFollowUp },
} as const
type Locale = keyof typeof TEXT

// The office account is created once and used by one test at a time: Payload keeps sessions on the account.
test.describe.configure({ mode: 'serial' })

let office = { email: '', password: '' }

test.beforeAll(async ({ request }) => {
  office = await officeMember(request, 'meldestelle-folge')
})

/** Sends a report with the real form and returns what the receipt shows. */
async function sendReport(page: Page, locale: Locale, subject: string, message: string) {
  const { prefix, report } = TEXT[locale]
  await page.goto(`${prefix}/hinweisgeberschutz`)
  const form = page.getByTestId('whistleblower-form')
  await expect(form.locator('button[type="submit"]')).toBeEnabled()
  await form.getByLabel(report.fields.subject, { exact: true }).fill(subject)
  await form.getByLabel(report.fields.message, { exact: true }).fill(message)
  await form.locator('button[type="submit"]').click()
  await expect(page.getByTestId('form-success')).toHaveText(report.sendingfeedback.success, {
    timeout: 60_000,
  })
  const receipt = page.getByTestId('whistleblower-receipt')
  const caseNumber = (await receipt.getByTestId('case-number').textContent())!.trim()
  const accessCode = (await receipt.getByTestId('access-code').textContent())!.trim()
  expect(caseNumber).toMatch(/^HS-\d{4}-[0-9A-Z]{6}$/)
  return { caseNumber, accessCode }
}

/** The reporting office writes a reply in the admin: the report's “Messages” list, “Add new”. */
async function replyInAdmin(browser: Browser, caseNumber: string, reply: string): Promise<string> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInToAdmin(page, office)
  await openCaseInAdmin(page, caseNumber)
  const url = page.url()
  // The messages' list, not the internal notes' below it.
  await page
    .locator('#field-messages')
    .getByRole('button', { name: /^(Add new|Neuen Eintrag hinzufügen)$/ })
    .click()
  const body = page.locator('textarea#field-body')
  await expect(body).toBeEditable()
  await body.fill(reply)
  await page.locator('[id^="doc-drawer_whistleblower-messages"] #action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/created|erstellt/i)
  await context.close()
  return url
}

/** Opens the case on the follow-up page, as the reporter. */
async function openCase(page: Page, locale: Locale, caseNumber: string, accessCode: string) {
  const { prefix, followUp } = TEXT[locale]
  await page.goto(`${prefix}/hinweisgeberschutz/meldung`)
  const login = page.getByTestId('follow-up-login')
  await expect(login.locator('button[type="submit"]')).toBeEnabled()
  await login.getByLabel(followUp.login.caseNumber, { exact: true }).fill(caseNumber)
  await login.getByLabel(followUp.login.accessCode, { exact: true }).fill(accessCode)
  await login.locator('button[type="submit"]').click()
}

for (const locale of ['de', 'en'] as const) {
  const { followUp } = TEXT[locale]

  behaviourTest(locale)(
    `${locale}: report, reply in the admin, read and add on the follow-up page; wrong codes throttled`,
    async ({ page, browser }) => {
      test.setTimeout(240_000)
      const marker = `${locale.toUpperCase()}-${Date.now()}`
      const { caseNumber, accessCode } = await sendReport(
        page,
        locale,
        `Vergabe ${marker}`,
        `Beobachtung ${marker}\nzweite Zeile`,
      )

      const reply = `Danke für Ihren Hinweis ${marker}.\nHaben Sie Unterlagen dazu?`
      const adminUrl = await replyInAdmin(browser, caseNumber, reply)

      // The reporter, with nothing but case number and code (typed in lower case, without dashes).
      await openCase(page, locale, caseNumber.toLowerCase(), accessCode.replace(/-/g, '').toLowerCase())
      const view = page.getByTestId('follow-up-case')
      await expect(view).toBeVisible()
      await expect(view.getByTestId('case-number')).toHaveText(caseNumber)
      await expect(view.getByTestId('case-status')).toHaveText(followUp.case.statuses.received)
      await expect(view.getByTestId('case-subject')).toHaveText(`Vergabe ${marker}`)
      const bodies = view.getByTestId('message-body')
      await expect(bodies).toHaveText([`Beobachtung ${marker}\nzweite Zeile`, reply])
      await expect(view.getByTestId('message-author')).toHaveText([
        followUp.case.reporter,
        followUp.case.office,
      ])

      const addition = `Unterlagen folgen per Post ${marker}`
      const addForm = page.getByTestId('case-add-form')
      await addForm.getByLabel(followUp.add.label, { exact: true }).fill(addition)
      await addForm.locator('button[type="submit"]').click()
      await expect(page.getByTestId('follow-up-status')).toHaveText(followUp.add.sent)
      await expect(bodies).toHaveText([`Beobachtung ${marker}\nzweite Zeile`, reply, addition])

      // The office sees the addition in the report.
      const officeContext = await browser.newContext()
      const officePage = await officeContext.newPage()
      await officePage.goto('/admin/login')
      await officePage.locator('input[name="email"]').fill(office.email)
      await officePage.locator('input[name="password"]').fill(office.password)
      await officePage.locator('button[type="submit"]').click()
      await expect(officePage).toHaveURL(/\/admin\/?$/)
      await officePage.goto(adminUrl)
      await expect(officePage.getByRole('row', { name: new RegExp(addition) })).toBeVisible()
      await officeContext.close()

      // Leave the case, then: an unknown case number and a wrong code get the same answer.
      await page.getByRole('button', { name: followUp.case.leave }).click()
      const alert = page.getByTestId('follow-up-alert')
      const unknown = caseNumber.slice(0, -1) + (caseNumber.endsWith('2') ? '3' : '2')
      const wrongCode = accessCode.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
      await openCase(page, locale, unknown, accessCode)
      await expect(alert).toHaveText(followUp.login.denied)
      await openCase(page, locale, caseNumber, wrongCode)
      await expect(alert).toHaveText(followUp.login.denied)

      // Two more wrong codes: further wrong codes are throttled for a while…
      await openCase(page, locale, caseNumber, wrongCode)
      await expect(alert).toHaveText(followUp.login.denied)
      await openCase(page, locale, caseNumber, wrongCode)
      await expect(alert).toHaveText(followUp.login.denied)
      await openCase(page, locale, caseNumber, wrongCode)
      await expect(alert).toHaveText(followUp.throttled.one)
      await expect(page.getByTestId('follow-up-case')).toHaveCount(0)
      // …but the reporter's right code still opens the case: a case number alone locks nobody out.
      await openCase(page, locale, caseNumber, accessCode)
      await expect(page.getByTestId('follow-up-case')).toBeVisible()
    },
  )
}
