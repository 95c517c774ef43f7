import { expect, test } from './fixtures'
import { fetchSolvedHumanCheck } from '../support/humanCheck'
import { officeMember, requestedMember } from './office'

/**
 * The reporting office's keys in the admin, in German, as its members use them: a member whose key is
 * unlocked grants a newcomer access with one click, and the newcomer then reads a case taken in before; a new
 * recovery key is shown once and gone after it was confirmed.
 */

// One granting member for both tests, signed in one test at a time (Payload keeps sessions on the account).
test.describe.configure({ mode: 'serial' })
// The admin speaks the browser's language: the office works in German.
test.use({ locale: 'de-DE' })
let granter = { email: '', password: '' }
test.beforeAll(async ({ request }) => {
  granter = await officeMember(request, 'gewaehrendes-mitglied')
})

async function signIn(page: import('@playwright/test').Page, account: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('a member grants a newcomer access on the dashboard; the newcomer then reads earlier cases', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const marker = `Vor dem Beitritt ${Date.now()}`
  const sent = await request.post('/api/EmailHinweisgeberschutzSend', {
    data: {
      subject: marker,
      message: `Vertraulich: ${marker}`,
      gRecaptchaResponse: await fetchSolvedHumanCheck(baseURL!, 'whistleblower'),
    },
  })
  expect(sent.status()).toBe(201)
  const { caseNumber } = await sent.json()
  const newcomer = await requestedMember(request, 'neu-in-der-meldestelle')

  const lead = await (await browser.newContext({ locale: 'de-DE' })).newPage()
  await signIn(lead, granter)
  const panel = lead.getByTestId('office-key-panel')
  await expect(panel.getByTestId('office-key-state')).toContainText('entsperrt')
  const requestRow = panel.getByTestId('office-request').filter({ hasText: newcomer.email })
  await requestRow.getByRole('button', { name: 'Zugang gewähren' }).click()
  await expect(requestRow).toHaveCount(0)

  const page = await (await browser.newContext({ locale: 'de-DE' })).newPage()
  await signIn(page, newcomer)
  await expect(page.getByTestId('office-key-state')).toContainText('entsperrt')
  await page.goto('/admin/collections/whistleblower-reports')
  await page
    .getByRole('row', { name: new RegExp(caseNumber) })
    .getByRole('link', { name: caseNumber })
    .click()
  await expect(page.locator('#field-message')).toHaveValue(`Vertraulich: ${marker}`)
})

test('a new recovery key is shown once, and gone once its member confirmed storing it', async ({ page }) => {
  await signIn(page, granter)
  const panel = page.getByTestId('office-key-panel')
  await panel.getByRole('button', { name: 'Neuen Wiederherstellungsschlüssel erzeugen' }).click()
  const key = panel.getByTestId('recovery-key')
  await expect(key).toHaveText(/^([0-9A-Z]{4}-){12}[0-9A-Z]{4}$/)
  await panel.getByRole('button', { name: 'Ich habe den Schlüssel sicher aufbewahrt' }).click()
  await expect(key).toHaveCount(0)
  await page.reload()
  await expect(panel.getByTestId('office-key-state')).toBeVisible()
  await expect(key).toHaveCount(0)
})
