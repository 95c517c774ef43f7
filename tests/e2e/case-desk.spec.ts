import fs from 'node:fs'
import { expect, test, type Browser, type Page } from './fixtures'
import deFollowUp from '../../src/i18n/messages/de/whistleblowerFollowUp.json' with { type: 'json' }
import { fetchSolvedHumanCheck } from '../support/humanCheck'
import { unzip } from '../support/unzip'
import { officeMember, openCaseInAdmin, signInToAdmin } from './office'

/**
 * The reporting office's case desk in the German admin, for what only a browser shows: its dashboard before
 * the collections, an internal note written in the case's list, the case file printed without the admin
 * around it and saved as a ZIP with its files by its button, and the reporter's follow-up page without the note;
 * a reply with a file sent by the case page's button, which the reporter downloads. (Access, logging and reminders: the
 * integration tests in tests/integration/whistleblower-case-desk.test.ts.)
 */

// One office account, signed in by one test at a time (Payload keeps sessions on the account).
test.describe.configure({ mode: 'serial' })
test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' })

let office = { email: '', password: '' }
test.beforeAll(async ({ request }) => {
  office = await officeMember(request, 'fallbearbeitung-browser')
})

async function signIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' })).newPage()
  await signInToAdmin(page, office)
  return page
}

/** A report over the website's endpoint; with `file`, sent as multipart/form-data with that one file. */
async function sendReport(
  request: import('@playwright/test').APIRequestContext,
  baseURL: string,
  marker: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
) {
  const fields = {
    subject: `Betreff ${marker}`,
    message: `Vertraulich: ${marker}`,
    gRecaptchaResponse: await fetchSolvedHumanCheck(baseURL, 'whistleblower'),
  }
  const sent = await request.post(
    '/api/EmailHinweisgeberschutzSend',
    file ? { multipart: { ...fields, files: file } } : { data: fields },
  )
  expect(sent.status()).toBe(201)
  return (await sent.json()) as { caseNumber: string; accessCode: string }
}

test('the office’s dashboard shows its cases and deadlines before the collections', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { caseNumber } = await sendReport(request, baseURL!, `Dashboard ${Date.now()}`)
  const page = await signIn(browser)
  const status = page.getByTestId('case-desk-status')
  await expect(status.getByText('Fälle nach Status')).toBeVisible()
  const deadlines = page.getByTestId('case-desk-deadlines')
  await expect(deadlines.getByTestId('deadline-row').filter({ hasText: caseNumber })).toContainText(
    'Eingangsbestätigung',
  )
  const reportsCard = page.locator('.collections').getByRole('link', { name: 'Hinweise (HinSchG)' })
  const [statusBox, cardBox] = [await status.boundingBox(), await reportsCard.boundingBox()]
  expect(statusBox!.y).toBeLessThan(cardBox!.y)

  // A count opens the list of those cases.
  await status.locator('a[data-status="received"]').click()
  await expect(page).toHaveURL(/whistleblower-reports\?.*status/)
  await expect(page.getByRole('row', { name: new RegExp(caseNumber) })).toBeVisible()
})

test('an internal note is written in the case, printed in the case file, saved in its ZIP, and never on the follow-up page', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const marker = `${Date.now()}`
  const evidence = `Lieferschein Nr. ${marker}\n`
  const { caseNumber, accessCode } = await sendReport(request, baseURL!, `Notiz ${marker}`, {
    name: 'Lieferschein.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(evidence),
  })
  const note = `Intern: Zeugin am Montag befragt ${marker}`

  const page = await signIn(browser)
  await openCaseInAdmin(page, caseNumber)
  const notes = page.locator('#field-notes')
  await notes.getByRole('button', { name: 'Neuen Eintrag hinzufügen' }).click()
  const body = page.locator('[id^="doc-drawer_whistleblower-notes"] textarea#field-body')
  await expect(body).toBeEditable()
  await body.fill(note)
  await page.locator('[id^="doc-drawer_whistleblower-notes"] #action-save').click()
  await expect(notes.getByText(note)).toBeVisible()

  // The case file: the note marked internal; on paper without the admin's navigation and buttons.
  await page.getByRole('link', { name: 'Fallakte' }).click()
  const file = page.getByTestId('case-file')
  await expect(file.getByTestId('case-file-note')).toContainText(note)
  await expect(file.getByRole('heading', { name: `Fallakte ${caseNumber}` })).toBeVisible()
  const chrome = [page.locator('.app-header').first(), page.locator('.doc-tabs').first()]
  for (const part of chrome) await expect(part).toBeVisible()

  // Its button saves the whole case as a ZIP: the case file as text, with the note, and the file as stored.
  const download = page.waitForEvent('download')
  await file.getByRole('link', { name: 'Fallakte mit Anhängen als ZIP herunterladen' }).click()
  const zip = await download
  expect(zip.suggestedFilename()).toBe(`Fallakte-${caseNumber}.zip`)
  const entries = await unzip(fs.readFileSync(await zip.path()))
  expect([...entries.keys()]).toEqual([`Fallakte-${caseNumber}.txt`, 'Anhaenge/01-Lieferschein.txt'])
  expect(entries.get(`Fallakte-${caseNumber}.txt`)!.toString('utf8')).toContain(note)
  expect(entries.get('Anhaenge/01-Lieferschein.txt')!.toString('utf8')).toBe(evidence)

  await page.emulateMedia({ media: 'print' })
  const navigation = [page.locator('.nav').first(), page.locator('.nav-toggler').first()]
  for (const part of [...chrome, ...navigation]) await expect(part).toBeHidden()
  await expect(file.getByRole('button', { name: 'Drucken oder als PDF speichern' })).toBeHidden()
  await expect(file.getByTestId('case-file-note')).toBeVisible()
  // The whole width of the page, not a sliver beside where the navigation was.
  expect((await file.boundingBox())!.width).toBeGreaterThan(600)

  // The reporter, with case number and code, on the real page: the office's words never include the note.
  const reporter = await (await browser.newContext({ locale: 'de-DE' })).newPage()
  await reporter.goto('/hinweisgeberschutz/meldung')
  const login = reporter.getByTestId('follow-up-login')
  await expect(login.locator('button[type="submit"]')).toBeEnabled()
  await login.getByLabel(deFollowUp.login.caseNumber, { exact: true }).fill(caseNumber)
  await login.getByLabel(deFollowUp.login.accessCode, { exact: true }).fill(accessCode)
  await login.locator('button[type="submit"]').click()
  const view = reporter.getByTestId('follow-up-case')
  await expect(view.getByTestId('case-subject')).toHaveText(`Betreff Notiz ${marker}`)
  await expect(view.getByTestId('message-body')).toHaveText([`Vertraulich: Notiz ${marker}`])
  await expect(reporter.getByText('Zeugin am Montag')).toHaveCount(0)
})

test('a reply with a file is sent by the case page’s button as a POST, never in an address, and the reporter downloads the file', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const marker = `${Date.now()}`
  const { caseNumber, accessCode } = await sendReport(request, baseURL!, `Antwort ${marker}`)
  const reply = `Bitte sehen Sie sich das Protokoll an ${marker}`
  const attachment = `Protokoll der Befragung ${marker}\n`

  const page = await signIn(browser)
  // What only a browser shows: the page hydrates without an error, and what the button sends.
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && /#418|[Hh]ydrat/.test(message.text())) problems.push(message.text())
  })
  const addresses: string[] = []
  page.on('request', (sent) => addresses.push(`${sent.method()} ${sent.url()}`))
  await openCaseInAdmin(page, caseNumber)
  const form = page.getByTestId('case-reply-with-files')
  await form.getByLabel('Nachricht an die meldende Person').fill(reply)
  await form.getByLabel(/^Dateien/).setInputFiles({
    name: 'Protokoll.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(attachment),
  })
  const posted = page.waitForResponse(
    (response) =>
      response.url().endsWith('/cms-api/whistleblower-files/reply') && response.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Antwort mit Anhang senden' }).click()
  expect((await posted).status()).toBe(201)
  // The page reloads with the file listed as the office's.
  await expect(page.getByTestId('case-files').getByRole('link', { name: /Protokoll\.txt/ })).toContainText(
    'von der Meldestelle',
  )
  expect(
    addresses.filter((address) => address.includes(marker) || /[?&](message|files)=/.test(address)),
  ).toEqual([])
  expect(problems).toEqual([])

  // The reporter reads the reply on the follow-up page and downloads the file as the office sent it.
  const reporter = await (await browser.newContext({ locale: 'de-DE' })).newPage()
  await reporter.goto('/hinweisgeberschutz/meldung')
  const login = reporter.getByTestId('follow-up-login')
  await expect(login.locator('button[type="submit"]')).toBeEnabled()
  await login.getByLabel(deFollowUp.login.caseNumber, { exact: true }).fill(caseNumber)
  await login.getByLabel(deFollowUp.login.accessCode, { exact: true }).fill(accessCode)
  await login.locator('button[type="submit"]').click()
  const view = reporter.getByTestId('follow-up-case')
  await expect(view.getByTestId('message-body').filter({ hasText: reply })).toBeVisible()
  const download = reporter.waitForEvent('download')
  await view.getByRole('button', { name: 'Protokoll.txt herunterladen' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('Protokoll.txt')
  expect(fs.readFileSync(await file.path(), 'utf8')).toBe(attachment)
})
