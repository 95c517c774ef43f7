import fs from 'node:fs'
import { PDFDocument } from 'pdf-lib'
import { request as playwrightRequest, type APIRequestContext, type Request } from '@playwright/test'
import { freePort } from '../../scripts/bench-support'
import { hasNginx, prepareProxyFolder, startShippedProxy } from '../support/shippedProxy'
import { expect, test } from './fixtures'
import { VIEWS_EDITOR, VIEWS_SCREEN_EDITOR } from './officeLead'
import { signInToAdmin } from './office'
import { rawRequest } from './rawHttp'
import { VIEW_CLIENT_RATE_PER_MINUTE } from '../../src/lib/constants'

/**
 * Issue 43: 100 page views through the production build behind the shipped nginx configuration — pages from
 * the proxy's cache, robots, a signed-in editor, prefetches, client navigations, 404s, searches and the
 * back/forward-cache beacon — and the dashboard's numbers (its CSV and its page) change by exactly what counts.
 * The server under test is shared with other tests that browse as desktop computers: the views here come from
 * phones and tablets alone, from a referrer and to a 404 and a search term of their own, whose numbers nothing
 * else changes.
 */
test.describe.configure({ mode: 'serial' })
test.skip(!hasNginx(), 'nginx is not installed (Debian: apt-get install nginx)')
test.skip(!process.env.VIEW_LOG_FILE, 'the server under test must read the view log (playwright.config.ts)')

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const GOOGLEBOT_PHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const REFERRER = 'https://zaehltest.example/linkliste?token=geheim'
const PAGES = ['/', '/kontakt', '/aktuelles/news', '/en/impressum']
const MISSING = '/zaehltest-fehlt-43'
const TERM = 'zählprobe 43'

type Figures = Map<string, number>

/** The dashboard's CSV as section|key|detail → value. */
async function csvFigures(editor: APIRequestContext): Promise<Figures> {
  const response = await editor.get('/api/visitor-counts?lang=en')
  expect(response.status()).toBe(200)
  const lines = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
  return new Map(
    lines.map((line) => line.split(';')).map((cells) => [cells.slice(0, 3).join('|'), Number(cells[3])]),
  )
}

const KEYS = {
  phones: 'Devices|mobile|',
  tablets: 'Devices|tablet|',
  referrer: 'Origin|zaehltest.example|',
  missing: `Pages not found (404) – to fix|${MISSING}|zaehltest.example`,
  term: `Site-search terms|${TERM}|`,
}
const delta = (before: Figures, after: Figures) =>
  Object.fromEntries(
    Object.entries(KEYS).map(([name, key]) => [name, (after.get(key) ?? 0) - (before.get(key) ?? 0)]),
  )

test('100 page views through the shipped proxy count exactly what a visitor saw', async ({ baseURL }) => {
  test.setTimeout(120_000)
  const app = Number(new URL(baseURL!).port)
  const ports = {
    app,
    http: await freePort(),
    https: await freePort(),
    viewLogFile: process.env.VIEW_LOG_FILE,
  }
  const proxy = startShippedProxy(prepareProxyFolder(), ports)
  const site = `https://127.0.0.1:${ports.https}`
  const visitor = await playwrightRequest.newContext({ baseURL: site, ignoreHTTPSErrors: true })
  // Payload reads its session cookie only from what a browser marks as the site's own request.
  const editor = await playwrightRequest.newContext({
    baseURL: site,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' },
  })
  try {
    await expect.poll(async () => (await visitor.get('/api/health').catch(() => null))?.status()).toBe(200)
    const login = await editor.post('/cms-api/users/login', { data: VIEWS_EDITOR })
    expect(login.status()).toBe(200)
    const before = await csvFigures(editor)

    let sent = 0
    const cacheStates: string[] = []
    const visit = async (path: string, headers: Record<string, string>, as = visitor, expected = 200) => {
      // A client navigation's `_rsc` must match its headers' hash: Next.js redirects to the right one (307, not
      // counted), which the router follows, and so does this request.
      const response = await as.get(path, { headers, maxRedirects: headers.rsc ? 1 : 0 })
      expect(response.status(), path).toBe(expected)
      cacheStates.push(response.headers()['x-cache'] ?? '')
      sent++
      return response
    }
    // 40 documents from phones, from a referrer; repeated at once, most come from the proxy's cache.
    for (const path of PAGES)
      for (let i = 0; i < 10; i++) await visit(path, { 'user-agent': PHONE, referer: REFERRER })
    expect(cacheStates.filter((state) => state === 'HIT').length).toBeGreaterThan(10)
    // 10 client navigations (RSC) from tablets: they count; 10 prefetches of the same: they do not.
    for (const path of PAGES.slice(1).concat(PAGES.slice(1), PAGES.slice(1, 5), ['/kontakt'])) {
      const navigation = await visit(`${path}?_rsc=zt${sent}`, {
        'user-agent': TABLET,
        rsc: '1',
        referer: `${site}/`,
      })
      expect(navigation.headers()['content-type']).toContain('text/x-component')
    }
    for (let i = 0; i < 10; i++)
      await visit(`/kontakt?_rsc=p${i}`, { 'user-agent': TABLET, rsc: '1', 'next-router-prefetch': '1' })
    // 5 documents the browser only prefetched.
    for (let i = 0; i < 3; i++) await visit('/kontakt', { 'user-agent': PHONE, 'sec-purpose': 'prefetch' })
    for (let i = 0; i < 2; i++) await visit('/kontakt', { 'user-agent': PHONE, purpose: 'prefetch' })
    // 15 robots, one of them dressed as a phone.
    for (let i = 0; i < 10; i++)
      await visit(PAGES[i % 4], { 'user-agent': GOOGLEBOT_PHONE, referer: REFERRER })
    for (let i = 0; i < 5; i++) await visit('/kontakt', { 'user-agent': 'curl/8.5.0' })
    // 10 pages the signed-in editor opens on a phone.
    for (let i = 0; i < 10; i++) await visit(PAGES[i % 4], { 'user-agent': PHONE, referer: REFERRER }, editor)
    // 5 views of a page that does not exist, linked from the referrer.
    for (let i = 0; i < 5; i++) await visit(MISSING, { 'user-agent': PHONE, referer: REFERRER }, visitor, 404)
    // 3 searches.
    for (let i = 0; i < 3; i++)
      await visit(`/suche?q=${encodeURIComponent(TERM)}`, { 'user-agent': PHONE, referer: REFERRER })
    // 2 pages shown again from the back/forward cache: the beacon, which a browser sends with the page's origin.
    for (let i = 0; i < 2; i++) {
      const beacon = await visitor.post('/api/views?p=%2Fkontakt', {
        headers: { 'user-agent': PHONE, origin: site, 'sec-fetch-site': 'same-origin' },
      })
      expect(beacon.status()).toBe(204)
      sent++
    }
    expect(sent).toBe(100)

    const expected = { phones: 40 + 3 + 2, tablets: 10, referrer: 40 + 3, missing: 5, term: 3 }
    await expect
      .poll(async () => delta(before, await csvFigures(editor)), { timeout: 20_000 })
      .toEqual(expected)
    // Later writes add nothing more: every view counted once, by the proxy's log and not by the app as well.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const after = await csvFigures(editor)
    expect(delta(before, after)).toEqual(expected)
    // The proxy's view log on disk holds of a referrer its host alone: not the link's path and token.
    const viewLog = fs.readFileSync(process.env.VIEW_LOG_FILE!, 'utf8')
    expect(viewLog).toContain('\thttps://zaehltest.example\t')
    expect(viewLog).not.toContain('geheim')

    // The dashboard's page shows the same numbers.
    const dashboard = await (await editor.get('/admin/besucherzahlen')).text()
    const row = (table: string, key: string) =>
      new RegExp(
        `data-testid="${table}".*?data-row="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}".*?</tr>`,
        's',
      )
        .exec(dashboard)?.[0]
        .replace(/<[^>]+>/g, ' ')
    expect(row('visitors-devices', 'mobile')).toContain(String(after.get(KEYS.phones)))
    expect(row('visitors-referrers', 'zaehltest.example')).toContain(String(after.get(KEYS.referrer)))
    expect(row('visitors-searches', TERM)).toContain('3')
  } finally {
    await visitor.dispose()
    await editor.dispose()
    proxy.stop()
  }
})

/** Whether any figure's key starts with `prefix` (section|key|…). */
const shows = (figures: Figures, prefix: string) => [...figures.keys()].some((key) => key.startsWith(prefix))

test('an invented beacon path, a cross-site beacon, forged referrers and personal search terms change nothing; a client counts at a bounded rate', async ({
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000)
  const editor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' },
  })
  try {
    expect((await editor.post('/cms-api/users/login', { data: VIEWS_EDITOR })).status()).toBe(200)
    const before = await csvFigures(editor)
    // The origin of a page as the requests below name the host (rawRequest connects to 127.0.0.1).
    const origin = `http://127.0.0.1:${new URL(baseURL!).port}`
    // Straight to the app, which counts what comes to it directly; each part from a client of its own.
    const send = async (
      from: string,
      path: string,
      headers: Record<string, string>,
      method = 'GET',
      expected = 200,
    ) => {
      const response = await rawRequest(baseURL!, { method, path, from, headers })
      expect(response.status, path).toBe(expected)
    }
    const beacon = { origin, 'sec-fetch-site': 'same-origin' }
    // 50 beacons for a page the site does not have: answered, never counted (issue 52 put it on top).
    for (let i = 0; i < 50; i++)
      await send('127.0.52.1', '/api/views?p=%2Ferfunden-52', { 'user-agent': PHONE, ...beacon }, 'POST', 204)
    // A beacon from another site's page: refused.
    for (let i = 0; i < 5; i++)
      await send(
        '127.0.52.2',
        '/api/views?p=%2Fkontakt',
        { 'user-agent': PHONE, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        'POST',
        403,
      )
    // Search terms that name a person: the searches count as views of the results page, the terms are not kept.
    const personal = ['max.mustermann@example.org', '+49 89 1234567']
    for (const term of personal)
      for (let i = 0; i < 3; i++)
        await send('127.0.52.3', `/suche?q=${encodeURIComponent(term)}`, { 'user-agent': PHONE })
    // Referrers that are no host: the views count, without them.
    for (const referer of [
      'https://a..b/',
      'https://%3Cscript%3E.example/x',
      'https://x/',
      'https://-a-.example/',
    ])
      await send('127.0.52.4', '/kontakt', { 'user-agent': PHONE, referer })
    await send('127.0.52.4', '/kontakt', { 'user-agent': PHONE })
    // The control: a beacon of the site's own page counts.
    await send('127.0.52.5', '/api/views?p=%2Fkontakt', { 'user-agent': TABLET, ...beacon }, 'POST', 204)
    // One client far over its rate: 2 × VIEW_CLIENT_RATE_PER_MINUTE + 10 views, of which at most two minutes' count.
    const flood = 2 * VIEW_CLIENT_RATE_PER_MINUTE + 10
    for (let i = 0; i < flood; i++) await send('127.0.52.6', '/ueber-uns/umwelt', { 'user-agent': TABLET })

    const tablets = async () => {
      const now = await csvFigures(editor)
      return (now.get(KEYS.tablets) ?? 0) - (before.get(KEYS.tablets) ?? 0)
    }
    await expect.poll(tablets, { timeout: 20_000 }).toBeGreaterThanOrEqual(1 + VIEW_CLIENT_RATE_PER_MINUTE)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const after = await csvFigures(editor)
    const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0)
    expect(delta(KEYS.tablets)).toBeGreaterThanOrEqual(1 + VIEW_CLIENT_RATE_PER_MINUTE)
    expect(delta(KEYS.tablets)).toBeLessThanOrEqual(1 + 2 * VIEW_CLIENT_RATE_PER_MINUTE)
    // Phones: the 6 searches and 5 views of /kontakt; none of the 50 invented beacons, none of the 5 cross-site.
    expect(delta(KEYS.phones)).toBe(6 + 5)
    expect(shows(after, 'Most read pages|/erfunden-52|')).toBe(false)
    for (const term of personal) expect(shows(after, `Site-search terms|${term}|`), term).toBe(false)
    for (const host of ['a..b', '%3cscript%3e.example', 'x', '-a-.example'])
      expect(shows(after, `Origin|${host}|`), host).toBe(false)
  } finally {
    await editor.dispose()
  }
})

test("Chromium's beacon from a page of the site is taken (it names the page's origin)", async ({ page }) => {
  await page.goto('/impressum')
  const answer = page.waitForResponse((response) => response.url().includes('/api/views?'))
  // What SiteBehaviour sends when the back/forward cache shows the page again.
  expect(await page.evaluate(() => navigator.sendBeacon('/api/views?p=%2Fimpressum'))).toBe(true)
  expect((await answer).status()).toBe(204)
})

test('through the shipped proxy, a client counts at a bounded rate too', async ({ baseURL }) => {
  test.setTimeout(120_000)
  const ports = {
    app: Number(new URL(baseURL!).port),
    http: await freePort(),
    https: await freePort(),
    viewLogFile: process.env.VIEW_LOG_FILE,
  }
  const proxy = startShippedProxy(prepareProxyFolder(), ports)
  const site = `https://127.0.0.1:${ports.https}`
  const visitor = await playwrightRequest.newContext({ baseURL: site, ignoreHTTPSErrors: true })
  const editor = await playwrightRequest.newContext({
    baseURL: site,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' },
  })
  try {
    await expect.poll(async () => (await visitor.get('/api/health').catch(() => null))?.status()).toBe(200)
    expect((await editor.post('/cms-api/users/login', { data: VIEWS_EDITOR })).status()).toBe(200)
    const before = await csvFigures(editor)
    const flood = 2 * VIEW_CLIENT_RATE_PER_MINUTE + 10
    for (let i = 0; i < flood; i++) {
      const response = await visitor.get('/ueber-uns/umwelt', { headers: { 'user-agent': TABLET } })
      expect(response.status()).toBe(200)
    }
    const tablets = async () =>
      ((await csvFigures(editor)).get(KEYS.tablets) ?? 0) - (before.get(KEYS.tablets) ?? 0)
    // nginx lets a burst of VIEW_CLIENT_RATE_PER_MINUTE through, then 2 a second: the flood takes seconds.
    await expect.poll(tablets, { timeout: 20_000 }).toBeGreaterThanOrEqual(VIEW_CLIENT_RATE_PER_MINUTE)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const counted = await tablets()
    console.log(`through the proxy: ${counted} of ${flood} views of one client counted`)
    expect(counted).toBeLessThan(flood - 50)
  } finally {
    await visitor.dispose()
    await editor.dispose()
    proxy.stop()
  }
})

test.describe('in a browser', () => {
  test.use({ userAgent: TABLET })

  test("a page's visit adds one view however many links the router fetches ahead; a PDF's download adds one download", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const editor = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' },
    })
    try {
      expect((await editor.post('/cms-api/users/login', { data: VIEWS_EDITOR })).status()).toBe(200)
      const before = await csvFigures(editor)
      // The browser's own prefetches of the page's links: each asked, and answered, before the figures are read.
      const prefetches = new Set<Request>()
      const answered = new Set<Request>()
      const prefetch = (request: Request) =>
        Boolean(
          request.headers()['next-router-prefetch'] || request.headers()['next-router-segment-prefetch'],
        )
      page.on('request', (request) => prefetch(request) && prefetches.add(request))
      // Answered (its body may stream on), or given up on (the router drops a prefetch it no longer needs).
      page.on('response', (response) => prefetch(response.request()) && answered.add(response.request()))
      page.on('requestfailed', (request) => prefetch(request) && answered.add(request))
      await page.goto('/impressum')
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      // The visitor points at links: the router fetches each one's page ahead (SiteBehaviour).
      for (const link of await page.getByTestId('site-footer').getByRole('link').all()) await link.hover()
      await expect.poll(() => prefetches.size, { timeout: 30_000 }).toBeGreaterThanOrEqual(3)
      await expect.poll(() => answered.size).toBe(prefetches.size)
      // Tablets are this file's alone: one visit, one view.
      await expect
        .poll(async () => delta(before, await csvFigures(editor)).tablets, { timeout: 20_000 })
        .toBe(1)

      // A document's file, downloaded once by a phone: one download, under its title.
      const file = await PDFDocument.create()
      file.addPage().drawText('Zaehlprobe')
      const name = `zaehlprobe-${Date.now()}.pdf`
      const created = await editor.post('/cms-api/documents', {
        headers: { origin: baseURL! },
        multipart: {
          _payload: JSON.stringify({ title: `Zählprobe ${name}` }),
          file: { name, mimeType: 'application/pdf', buffer: Buffer.from(await file.save()) },
        },
      })
      expect(created.status(), await created.text()).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: number } }
      const download = await page.request.get(`/cms-api/documents/file/${name}`, {
        headers: { 'user-agent': PHONE },
      })
      expect(download.status()).toBe(200)
      const downloads = async () => {
        const html = await (await editor.get('/admin/besucherzahlen?art=documents')).text()
        const row = new RegExp(`data-row="document/${doc.id}".*?</tr>`, 's').exec(html)?.[0] ?? ''
        // Its cells: the rank, the downloads, then per language, the range before and the trend.
        return [...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((cell) => cell[1])[1] ?? '0'
      }
      await expect.poll(downloads, { timeout: 20_000 }).toBe('1')
      expect(
        (await editor.delete(`/cms-api/documents/${doc.id}`, { headers: { origin: baseURL! } })).status(),
      ).toBe(200)
    } finally {
      await editor.dispose()
    }
  })
})

test("none of the dashboard is in a public page's scripts", async ({ request }) => {
  const html = await (await request.get('/kontakt')).text()
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
  expect(scripts.length).toBeGreaterThan(0)
  for (const src of scripts) {
    const code = await (await request.get(src)).text()
    for (const mark of ['visitors-days', 'Besucherzahlen', 'visitor-counts'])
      expect(code, `${src}: ${mark}`).not.toContain(mark)
  }
})

test.describe('the dashboard', () => {
  test.use({ locale: 'de-DE', viewport: { width: 1280, height: 800 } })

  test('the dashboard in German at 1280 px, for editors only', async ({ page }) => {
    await signInToAdmin(page, VIEWS_SCREEN_EDITOR)
    // The entry in the navigation (the menu is folded away at this width), then the page itself.
    await expect(page.locator('#nav-visitor-figures')).toHaveAttribute('href', '/admin/besucherzahlen')
    await page.goto('/admin/besucherzahlen')
    await expect(page.getByRole('heading', { level: 1, name: 'Besucherzahlen' })).toBeVisible()
    await expect(page.getByTestId('visitors-days')).toBeVisible()
    await expect(page.getByTestId('visitors-months')).toBeVisible()
    await page.screenshot({ path: 'reports/visitor-counts/dashboard-de-1280.png', fullPage: true })
    const csv = page.getByTestId('visitors-csv')
    await expect(csv).toHaveAttribute(
      'href',
      /\/api\/visitor-counts\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&lang=de/,
    )
    // A reversed range is refused with a message, and the last 30 days are shown instead.
    await page.goto('/admin/besucherzahlen?from=2026-11-20&to=2026-11-01')
    await expect(page.getByTestId('visitors-invalid-range')).toBeVisible()
  })
})
