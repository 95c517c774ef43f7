import { expect, test } from './fixtures'
import { officeMember, token } from './office'
import { rawRequest } from './rawHttp'
import { fetchSolvedHumanCheck } from '../support/humanCheck'
import { attach, field, multipart, type Part } from '../support/multipart'
import { unzip } from '../support/unzip'

/**
 * A case of the reporting office's year against the production build, in German (issue 55): a web report with a
 * file and a subject area is acknowledged, answered, closed with an outcome, and a passage redacted for its file;
 * a spam report is marked out; the Kennzahlen page then shows for the area exactly what this one case makes. The
 * steps before the page are HTTP, as the admin's saves send them (the arithmetic of the figures:
 * tests/integration/whistleblower-figures.test.ts; redaction: tests/integration/whistleblower-redaction.test.ts).
 * Only this file gives a case the area "Umwelt" in the browser tests' database.
 */

const REPORT = '/api/EmailHinweisgeberschutzSend'
const SECRET = 'Schichtleiter Bernd Beispiel'

let address = 60
const nextAddress = () => `127.0.1.${address++}`

/** The form's order: its fields with the human check first, the files after them. */
async function report(baseURL: string, fields: Part[], files: Part[] = []) {
  const { body, type } = multipart([
    ...fields,
    field('gRecaptchaResponse', await fetchSolvedHumanCheck(baseURL, 'whistleblower')),
    ...files,
  ])
  const response = await rawRequest(
    baseURL,
    { method: 'POST', path: REPORT, headers: { 'content-type': type }, body, from: nextAddress() },
    60_000,
  )
  expect(response.status).toBe(201)
  return JSON.parse(response.body) as { caseNumber: string }
}

test('a year of the office: report → acknowledged → feedback → closed with an outcome, spam marked out, figures, redacted ZIP', async ({
  baseURL,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const member = await officeMember(request, 'jahresbericht')
  const headers = { Authorization: `JWT ${await token(request, member)}` }
  const caseId = async (caseNumber: string) => {
    const found = await request.get(
      `/cms-api/whistleblower-reports?where[caseNumber][equals]=${caseNumber}&depth=0`,
      { headers },
    )
    expect(found.status()).toBe(200)
    return ((await found.json()) as { docs: { id: number; area: string | null }[] }).docs[0]
  }

  // The reporter: anonymous, with a file and the subject area.
  const web = await report(
    baseURL!,
    [
      field('subject', 'Öl im Regenwasserkanal'),
      field('message', `${SECRET} lässt Altöl in den Kanal hinter Halle 3 ab.`),
      field('area', 'environment'),
    ],
    [attach(Buffer.from('Fotos folgen.\n'), 'Notiz.txt', 'text/plain')],
  )
  const spam = await report(baseURL!, [field('subject', 'Gewinnspiel'), field('message', 'Sie haben gewonnen!')])
  const found = await caseId(web.caseNumber)
  expect(found.area).toBe('environment')
  const id = found.id

  const patch = (caseNumber: number, data: Record<string, unknown>) =>
    request.patch(`/cms-api/whistleblower-reports/${caseNumber}`, { headers, data })
  expect((await patch(id, { status: 'acknowledged' })).status()).toBe(200)
  const feedback = await request.post('/cms-api/whistleblower-messages', {
    headers,
    data: { report: id, body: 'Danke, wir gehen Ihrem Hinweis nach.' },
  })
  expect(feedback.status()).toBe(201)
  // Closing needs an outcome (§ 18 HinSchG).
  const refused = await patch(id, { status: 'closed' })
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toContain('outcome')
  expect((await patch(id, { status: 'closed', outcome: 'internal-inquiry' })).status()).toBe(200)
  const spamId = (await caseId(spam.caseNumber)).id
  expect((await patch(spamId, { markedOut: true, markedOutReason: 'spam' })).status()).toBe(200)

  // A passage redacted for the case file: the ZIP has the mark, not the passage; the file is still in it.
  const redacted = await request.post('/cms-api/whistleblower-redactions', {
    headers,
    data: { report: id, scope: 'everywhere', passage: SECRET },
  })
  expect(redacted.status()).toBe(201)
  const zip = await request.get(`/cms-api/whistleblower-reports/${id}/archive?lang=de`, { headers })
  expect(zip.status()).toBe(200)
  const entries = await unzip(await zip.body())
  const text = [...entries].find(([name]) => name.endsWith('.txt') && name.startsWith('Fallakte'))![1].toString('utf8')
  expect(text).toContain('[geschwärzt] lässt Altöl')
  expect(text).not.toContain('Bernd')
  expect(text).toMatch(/Schwärzungen[\s\S]*Überall in der Fallakte: geschwärzt von/)
  expect([...entries.keys()].some((name) => name.startsWith('Anhaenge/01-Notiz'))).toBe(true)

  // The Kennzahlen page in the admin (German), signed in as the member.
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 900 } })
  const login = await context.request.post('/cms-api/users/login', { data: { email: member.email, password: member.password } })
  expect(login.status()).toBe(200)
  const page = await context.newPage()
  await page.goto('/admin/meldestelle/kennzahlen')
  const area = page.getByTestId('figures-areas').locator('tr[data-area="environment"]')
  await expect(area.locator('th')).toHaveText('Umwelt-, Strahlen- und Energierecht')
  // This one case, worked out by hand: received, anonymous, acknowledged and answered in time, closed, not open.
  const values = Object.fromEntries(
    await area.locator('td').evaluateAll((cells) => cells.map((cell) => [cell.getAttribute('data-column'), cell.textContent])),
  )
  expect(values).toMatchObject({
    received: '1',
    anonymous: '1',
    acknowledgedInTime: '1',
    feedbackInTime: '1',
    closed: '1',
    openAtYearEnd: '0',
    medianDaysToAcknowledge: '0',
    medianDaysToFeedback: '0',
  })
  await expect(page.getByTestId('figures-area-chart').locator('li[data-area="environment"]')).toContainText('1')
  const table = page.getByTestId('figures-table')
  await expect(table.locator('tr[data-figure="markedOut"] td')).not.toHaveText('0')
  await expect(table.locator('tr[data-figure="outcome-internal-inquiry"] td')).not.toHaveText('0')
  await expect(table.locator('tr[data-figure="feedbackInTime"] th')).toHaveText('Rückmeldung innerhalb von 3 Monaten')
  await context.close()
})
