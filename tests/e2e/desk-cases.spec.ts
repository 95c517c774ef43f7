import { expect, test, type APIRequestContext } from './fixtures'
import { token } from './office'
import { DESK_ADMIN, DESK_EDITOR, DESK_OFFICE } from './officeLead'
import { CAMERA, geotaggedJpeg } from '../support/evidenceFixtures'

/**
 * The case desk's own paths against the production build: a case recorded after a phone call, whose minutes the
 * reporter confirms with the handed-over code; admins and editors refused on every new path; the yearly figures
 * as the office sees them at 1280 px. (Deadlines, reminders, sealing and the figures' arithmetic: the
 * integration and unit tests, tests/integration/whistleblower-desk-cases.test.ts, tests/unit/yearly-figures.test.ts.)
 */

// Each account signs in from one test at a time (Payload keeps one session of two overlapping ones).
test.describe.configure({ mode: 'serial' })

const jwt = async (request: APIRequestContext, account: { email: string; password: string }) => ({
  Authorization: `JWT ${await token(request, account)}`,
})

/** Now in German time as the desk's date field takes it, a minute ago. */
const germanNow = () =>
  new Date(Date.now() - 60_000)
    .toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' })
    .replace(' ', 'T')
    .slice(0, 16)

test('a case recorded after a call: the reporter reads and confirms the minutes with the handed-over code', async ({
  request,
}) => {
  const marker = `Anruf-${Date.now()}`
  const recorded = await request.post('/cms-api/whistleblower-reports/desk-cases', {
    headers: await jwt(request, DESK_OFFICE),
    data: {
      channel: 'phone',
      receivedAt: germanNow(),
      subject: `Telefonische Meldung ${marker}`,
      minutes: `Protokoll ${marker}: Anrufer meldet Unregelmäßigkeiten bei Spesen.`,
    },
  })
  expect(recorded.status()).toBe(201)
  const { caseNumber, accessCode } = (await recorded.json()) as { caseNumber: string; accessCode: string }

  // The reporter, with nothing but what the office handed over: no cookie, no account.
  const reporter = { caseNumber, accessCode }
  const opened = await request.post('/api/whistleblower/case', { data: reporter, headers: { Cookie: '' } })
  expect(opened.status()).toBe(200)
  const view = await opened.json()
  expect(view.channel).toBe('phone')
  expect(view.minutesConfirmedAt).toBeNull()
  expect(view.messages[0].body).toContain(`Protokoll ${marker}`)

  const confirmed = await request.post('/api/whistleblower/case/confirm', {
    data: reporter,
    headers: { Cookie: '' },
  })
  expect(confirmed.status()).toBe(200)
  const at = (await confirmed.json()).minutesConfirmedAt as string
  expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(10 * 60_000)
  const reopened = await request.post('/api/whistleblower/case', { data: reporter, headers: { Cookie: '' } })
  expect((await reopened.json()).minutesConfirmedAt).toBe(at)

  const wrong = await request.post('/api/whistleblower/case/confirm', {
    data: { caseNumber, accessCode: 'AAAA-AAAA-AAAA-AAAA-AAAA' },
    headers: { Cookie: '' },
  })
  expect(wrong.status()).toBe(403)
})

test('a letter recorded with its enclosure through the desk form: the photo is saved without its metadata', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const login = await context.request.post('/cms-api/users/login', { data: DESK_OFFICE })
  expect(login.status()).toBe(200)
  await page.goto('/admin/meldestelle/erfassen')
  const form = page.getByTestId('desk-case-form')
  await form.getByLabel('Eingangsweg').selectOption('post')
  await form.getByLabel('Betreff').fill('Brief mit Foto')
  await form.getByLabel('Protokoll oder Zusammenfassung').fill('Brief vom 3. des Monats mit einem Foto vom Lager.')
  await form.getByLabel('Anhänge (freiwillig)').setInputFiles([
    { name: 'Lager.jpg', mimeType: 'image/jpeg', buffer: await geotaggedJpeg() },
  ])
  await expect(form.getByTestId('evidence-chosen').locator('li')).toHaveCount(1)
  await form.getByRole('button', { name: 'Meldung erfassen' }).click()
  const receipt = page.getByTestId('desk-case-receipt')
  await expect(receipt.getByTestId('evidence-removed')).toContainText('Lager.jpg: EXIF')
  const caseNumber = (await receipt.getByTestId('case-number').textContent())!.trim()
  const accessCode = (await receipt.getByTestId('access-code').textContent())!.trim()
  await context.close()

  // The reporter finds the enclosure with the minutes, and downloads it without camera or position.
  const reporter = { caseNumber, accessCode }
  const view = await request.post('/api/whistleblower/case', { data: reporter, headers: { Cookie: '' } })
  const files = ((await view.json()) as { messages: { files: { id: number; name: string }[] }[] }).messages[0].files
  expect(files.map((file) => file.name)).toEqual(['Lager.jpg'])
  const download = await request.post(`/api/whistleblower/case/files/${files[0].id}`, {
    data: reporter,
    headers: { Cookie: '' },
  })
  expect(download.status()).toBe(200)
  expect((await download.body()).includes(Buffer.from(CAMERA))).toBe(false)
})

test('admins and editors get 403 on the desk’s new paths and see no figures', async ({ request }) => {
  for (const account of [DESK_ADMIN, DESK_EDITOR]) {
    const headers = await jwt(request, account)
    const record = await request.post('/cms-api/whistleblower-reports/desk-cases', {
      headers,
      data: { channel: 'phone', receivedAt: germanNow(), subject: 'Nicht erlaubt', minutes: 'Nicht erlaubt' },
    })
    expect(record.status(), account.email).toBe(403)
    const withFiles = await request.post('/cms-api/whistleblower-reports/desk-cases', {
      headers,
      multipart: {
        channel: 'post',
        receivedAt: germanNow(),
        subject: 'Nicht erlaubt',
        minutes: 'Nicht erlaubt',
        files: { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('Notiz') },
      },
    })
    expect(withFiles.status(), account.email).toBe(403)
    const figures = await request.get('/cms-api/whistleblower-reports/figures?year=2026', { headers })
    expect(figures.status(), account.email).toBe(403)
    // The admin's pages of the desk show them only that they are for the office.
    for (const page of ['/admin/meldestelle/kennzahlen', '/admin/meldestelle/erfassen']) {
      const html = await (await request.get(page, { headers })).text()
      expect(html, `${account.email} ${page}`).toContain('nur für Mitglieder der Meldestelle')
      expect(html).not.toContain('data-testid="figures-table"')
      expect(html).not.toContain('data-testid="desk-case-form"')
    }
  }
  const stranger = await request.get('/cms-api/whistleblower-reports/figures', { headers: { Cookie: '' } })
  expect(stranger.status()).toBe(403)
})

test('the yearly figures in the German admin at 1280 px: table, chart per month, CSV link', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 900 },
  })
  const page = await context.newPage()
  // Signed in with the office's own test account (not over the API at the same moment: one test at a time).
  const login = await context.request.post('/cms-api/users/login', { data: DESK_OFFICE })
  expect(login.status()).toBe(200)
  await page.goto('/admin/meldestelle/kennzahlen')
  const figures = page.getByTestId('figures')
  await expect(figures.getByRole('heading', { level: 1 })).toHaveText(/^Kennzahlen der Meldestelle \d{4}$/)
  const table = figures.getByTestId('figures-table')
  await expect(table.locator('[data-figure="received"] th')).toHaveText('Eingegangene Meldungen')
  await expect(table.locator('[data-figure="channel-phone"] td')).not.toHaveText('0')
  await expect(figures.getByTestId('figures-chart').locator('[data-month]')).toHaveCount(12)
  await expect(figures.getByTestId('figures-csv')).toHaveAttribute(
    'href',
    /^\/cms-api\/whistleblower-reports\/figures\?year=\d{4}&lang=de$/,
  )
  // The chart fits the page: no horizontal scrolling at 1280 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
  await page.screenshot({ path: 'test-results/office-figures-de-1280.png', fullPage: true })
  await context.close()
})
