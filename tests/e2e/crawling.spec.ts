import { expect, test, type APIRequestContext } from './fixtures'
import { allRoutes, localized } from './routes'
import { UNLISTED_PAGES } from '../../src/lib/paths'
import { defaultLocale, locales, otherLocales } from '../../src/i18n/routing'

/**
 * What a crawler reads besides the pages, by plain requests against the production build: robots.txt, the
 * sitemap with both languages and their alternates, the icons and the web manifest.
 */

type SitemapEntry = { loc: string; lastmod: string | null; alternates: Record<string, string> }

function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)![1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }))
}

/** The path prefix (`/karriere/{id}/`) of the sample job past its end date: the job API answers 410 for it. */
async function closedJob(request: APIRequestContext): Promise<string> {
  for (let id = 1; id <= 30; id++)
    if ((await request.get(`/api/jobs/${id}/x`)).status() === 410) return `/karriere/${id}/`
  throw new Error('no closed job in the sample content')
}

test('robots.txt keeps crawlers out of the back office, the follow-up and search pages and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  expect(text).toMatch(/User-Agent: \*/i)
  for (const path of [
    '/admin',
    '/cms-api',
    '/hinweisgeberschutz/meldung',
    '/en/hinweisgeberschutz/meldung',
    '/suche',
    '/en/suche',
  ])
    expect(text).toContain(`Disallow: ${path}\n`)
  expect(text).not.toMatch(/Disallow: \/\n/)
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('sitemap.xml lists every public page in every language with alternates, records with lastmod', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  const entries = parseSitemap(xml)
  const locs = entries.map((entry) => entry.loc)
  expect(new Set(locs).size).toBe(locs.length)

  const routes = await allRoutes(request)
  for (const route of routes.filter((each) => !UNLISTED_PAGES.includes(each)))
    for (const locale of locales) {
      const loc = `${baseURL}${localized(route, locale)}`
      const entry = entries.find((each) => each.loc === loc)
      expect(entry, loc).toBeDefined()
      expect(entry!.alternates).toEqual({
        ...Object.fromEntries(locales.map((each) => [each, `${baseURL}${localized(route, each)}`])),
        'x-default': `${baseURL}${localized(route, defaultLocale)}`,
      })
      if (/\/\d+\//.test(route)) expect(Date.parse(entry!.lastmod ?? ''), loc).not.toBeNaN()
    }
  expect(locs.some((loc) => loc.includes('/hinweisgeberschutz/meldung') || loc.includes('/suche'))).toBe(
    false,
  )

  // Every published record of the API is there, in both languages, and nothing else is.
  const [news, events, jobs, projects] = await Promise.all([
    request.post('/api/NewsSelectGridPublic', { data: { lang: 'de' } }).then((r) => r.json()),
    request.get('/api/termine').then((r) => r.json()),
    request.get('/api/jobs').then((r) => r.json()),
    request.get('/api/projects').then((r) => r.json()),
  ])
  const detail = (prefix: string, records: { id: number; url: string }[]) =>
    records.map((record) => `${baseURL}${prefix}/${record.id}/${record.url}`)
  const expected = [
    ...detail('/aktuelles/news', news),
    ...detail('/aktuelles/termine', events),
    ...detail('/karriere', jobs),
    ...detail('/projekte', projects),
  ]
  const prefixed = (loc: string) =>
    otherLocales(defaultLocale).some((each) => loc.startsWith(`${baseURL}/${each}/`))
  const listedDetails = locs.filter((loc) => /\/\d+\/[^/]+$/.test(loc) && !prefixed(loc))
  expect(listedDetails.sort()).toEqual(expected.sort())
  const closed = await closedJob(request)
  expect(locs.some((loc) => loc.includes(closed))).toBe(false)
})

test('a job past its end date: its URL answers 404 with a "no longer open" page linking the open jobs, in both languages', async ({
  request,
  page,
}) => {
  const closed = await closedJob(request)
  for (const [locale, title, all] of [
    ['de', 'Diese Stelle ist nicht mehr ausgeschrieben', 'Alle offenen Stellen'],
    ['en', 'This position is no longer open', 'All open positions'],
  ] as const) {
    const open = await request.get(`/api/jobs?lang=${locale}`).then((r) => r.json())
    const path = localized(`${closed}praktikum`, locale)
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const view = page.getByTestId('job-closed')
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(view.getByRole('link', { name: open[0].name })).toHaveAttribute(
      'href',
      localized(`/karriere/${open[0].id}/${open[0].url}`, locale),
    )
    await expect(view.locator('li')).toHaveCount(open.length)
    await expect(view.getByRole('link', { name: all })).toHaveAttribute(
      'href',
      localized('/karriere#job-listings', locale),
    )
  }
})

test('favicon.ico, touch icon and web manifest are served by the site and named in every page head', async ({
  request,
}) => {
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
  for (const [path, size] of [
    ['/apple-touch-icon.png', 180],
    ['/icon-192.png', 192],
    ['/icon-512.png', 512],
  ] as const) {
    const png = await request.get(path)
    expect(png.status(), path).toBe(200)
    const body = await png.body()
    expect(body.subarray(1, 4).toString('latin1'), path).toBe('PNG')
    expect(body.readUInt32BE(16), path).toBe(size)
  }

  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  const data = await manifest.json()
  expect(data).toMatchObject({ short_name: 'Sekundenwerk', start_url: '/', lang: 'de' })
  for (const icon of data.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)

  for (const path of ['/', '/en/kontakt']) {
    const html = await (await request.get(path)).text()
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"')
    expect(html).toMatch(/<link rel="icon" href="\/favicon.ico" sizes="48x48"/)
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon.png" sizes="180x180"/)
  }
})

/** Link texts that say nothing on their own (search engines' and screen-reader link lists' view). */
const VAGUE_LINK_TEXTS = new Set([
  'read more',
  'learn more',
  'more',
  'more info',
  'here',
  'click here',
  'weiterlesen',
  'mehr',
  'mehr erfahren',
  'hier',
  'hier klicken',
])

test('every link says where it leads, not only "Read more", on every route in both languages', async ({
  request,
}) => {
  test.setTimeout(90_000)
  for (const route of await allRoutes(request))
    for (const locale of ['de', 'en'] as const) {
      const path = localized(route, locale)
      const html = await (await request.get(path)).text()
      const texts = [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map(([, inner]) =>
        inner
          .replace(/<[^>]+>/g, '')
          .replace(/&amp;/g, '&')
          .replace(/\s+/g, ' ')
          .trim()
          .toLowerCase(),
      )
      expect(texts.length, path).toBeGreaterThan(10)
      expect(
        texts.filter((text) => VAGUE_LINK_TEXTS.has(text)),
        path,
      ).toEqual([])
    }
})

/** Links of a page's HTML to the site itself: every `<a href>`, and the popup's link in the page's data. */
function internalLinks(html: string, origin: string): string[] {
  const hrefs = [
    ...[...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map(([, href]) => href.replace(/&amp;/g, '&')),
    // The popup slides in after loading; its link travels in the page's data as a prop.
    ...[...html.matchAll(/\\"link\\":\\"(\/[^"\\]*)\\"/g)].map(([, href]) => href),
  ]
  return hrefs.flatMap((href) => {
    const url = new URL(href, origin)
    return url.origin === origin ? [url.pathname + url.search] : []
  })
}

test('no dead link: a crawl from every route, in both languages, finds every link leading to a page or file', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const start = (await allRoutes(request)).flatMap((route) => [
    localized(route, 'de'),
    localized(route, 'en'),
  ])
  // Each address the crawl has met, and the first page that linked to it.
  const linkedFrom = new Map<string, string>(start.map((path) => [path, 'the list of routes']))
  const queue = [...start]
  const dead: string[] = []
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await request.get(path, { maxRedirects: 5 })
    if (response.status() >= 400) {
      dead.push(`${path} (${response.status()}) linked from ${linkedFrom.get(path)}`)
      continue
    }
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue
    for (const link of internalLinks(await response.text(), baseURL!))
      if (!linkedFrom.has(link)) {
        linkedFrom.set(link, path)
        queue.push(link)
      }
  }
  expect(linkedFrom.size).toBeGreaterThan(150)
  expect(dead).toEqual([])
})
