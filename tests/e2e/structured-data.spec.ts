import { validateJsonLd } from '../support/schemaOrg'
import { expect, test } from './fixtures'
import { jsonLdBlocks } from './jsonLd'
import { allRoutes, localized } from './routes'

/**
 * JSON-LD of every route in both languages, by plain requests against the production build: each block is
 * valid for its type (tests/support/schemaOrg.ts), each page has the types it should, and the texts are in
 * the page's language.
 */

/** The type a detail route's record has, by its path. */
function recordType(route: string): string | null {
  if (route.startsWith('/aktuelles/news/')) return 'NewsArticle'
  if (route.startsWith('/aktuelles/termine/')) return 'Event'
  if (route.startsWith('/karriere/')) return 'JobPosting'
  if (route.startsWith('/projekte/')) return 'CreativeWork'
  return null
}

for (const locale of ['de', 'en'] as const) {
  test(`structured data (${locale}): every block of every route is valid, with the types the page needs`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const routes = await allRoutes(request)
    const seen = new Set<string>()
    for (const route of routes) {
      const path = localized(route, locale)
      const html = await (await request.get(path)).text()
      const blocks = jsonLdBlocks(html)
      for (const block of blocks) {
        expect(validateJsonLd(block), `${path} ${block['@type']}`).toEqual([])
        seen.add(block['@type'])
        if ('inLanguage' in block) expect(block.inLanguage, path).toBe(locale)
      }
      const types = blocks.map((block) => block['@type']).sort()
      const expected = [
        'Organization',
        ...(route === '/' ? ['WebSite'] : ['BreadcrumbList']),
        ...(recordType(route) ? [recordType(route)!] : []),
      ].sort()
      expect(types, path).toEqual(expected)

      // The organisation is the same one everywhere; the trail ends at the page itself.
      const organization = blocks.find((block) => block['@type'] === 'Organization')!
      expect(organization['@id']).toBe(`${baseURL}/#organization`)
      expect(organization.url).toBe(`${baseURL}${localized('/', locale)}`)
      const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')
      if (trail) {
        const items = trail.itemListElement as { item: string; name: string }[]
        expect(items[0].item, path).toBe(`${baseURL}${localized('/', locale)}`)
        expect(items.at(-1)!.item, path).toBe(`${baseURL}${path}`)
      }
    }
    expect([...seen].sort()).toEqual(
      [
        'BreadcrumbList',
        'CreativeWork',
        'Event',
        'JobPosting',
        'NewsArticle',
        'Organization',
        'WebSite',
      ].sort(),
    )
  })

  test(`structured data (${locale}): records speak the page's language and carry their details`, async ({
    request,
    baseURL,
  }) => {
    const routes = await allRoutes(request)
    const blockOf = async (route: string, type: string) =>
      jsonLdBlocks(await (await request.get(localized(route, locale))).text()).find(
        (block) => block['@type'] === type,
      )!

    const jobs = await request.get(`/api/jobs?lang=${locale}`).then((r) => r.json())
    const jobRoute = routes.find((route) => route.startsWith('/karriere/'))!
    const job = jobs.find((each: { id: number }) => jobRoute.startsWith(`/karriere/${each.id}/`))
    const posting = await blockOf(jobRoute, 'JobPosting')
    expect(posting.title).toBe(job.name)
    expect(posting.directApply).toBe(true)
    expect(posting.datePosted).toBe(job.startdate)
    const place = posting.jobLocation as { address: Record<string, string> }
    expect(place.address).toMatchObject({ addressCountry: 'DE' })
    expect(place.address.postalCode).toMatch(/^\d{5}$/)
    expect(String(posting.description)).toContain(locale === 'de' ? 'Deine Tätigkeiten' : 'Your tasks')

    const news = await request
      .post('/api/NewsSelectGridPublic', { data: { lang: locale } })
      .then((r) => r.json())
    const newsRoute = routes.find((route) => route.startsWith('/aktuelles/news/'))!
    const article = await blockOf(newsRoute, 'NewsArticle')
    expect(article.headline).toBe(
      news.find((each: { id: number }) => newsRoute.includes(`/${each.id}/`)).title,
    )
    expect(article.mainEntityOfPage).toBe(`${baseURL}${localized(newsRoute, locale)}`)

    const events = await request.get(`/api/termine?lang=${locale}`).then((r) => r.json())
    const eventRoute = routes.find((route) => route.startsWith('/aktuelles/termine/'))!
    const event = await blockOf(eventRoute, 'Event')
    expect(event.name).toBe(events.find((each: { id: number }) => eventRoute.includes(`/${each.id}/`)).title)

    const projects = await request.get(`/api/projects?lang=${locale}`).then((r) => r.json())
    const projectRoute = routes.find((route) => route.startsWith('/projekte/'))!
    const work = await blockOf(projectRoute, 'CreativeWork')
    expect(work.name).toBe(
      projects.find((each: { id: number }) => projectRoute.includes(`/${each.id}/`)).title,
    )
  })
}

test('every job posting: location with full address, employment type, salary where an editor set one', async ({
  request,
}) => {
  const jobs = await request.get('/api/jobs').then((r) => r.json())
  let withSalary = 0
  for (const job of jobs) {
    const html = await (await request.get(`/karriere/${job.id}/${job.url}`)).text()
    const posting = jsonLdBlocks(html).find((block) => block['@type'] === 'JobPosting')!
    expect(validateJsonLd(posting), job.name).toEqual([])
    if (job.enddate)
      expect(String(posting.validThrough)).toMatch(new RegExp(`^${job.enddate}T23:59:59[+-]\\d{2}:00$`))
    else expect(posting).not.toHaveProperty('validThrough')
    if (posting.baseSalary) withSalary += 1
  }
  expect(withSalary).toBeGreaterThan(0)
  expect(withSalary).toBeLessThan(jobs.length)
})

test('JSON-LD is data: the Content-Security-Policy allows no hash for it, and its text cannot close the script', async ({
  request,
}) => {
  const response = await request.get('/')
  const html = await response.text()
  const policy = response.headers()['content-security-policy']
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => body,
  )
  expect(blocks.length).toBeGreaterThan(0)
  const { createHash } = await import('node:crypto')
  for (const body of blocks) {
    expect(policy).not.toContain(createHash('sha256').update(body, 'utf8').digest('base64'))
    expect(body).not.toMatch(/<\/?script/i)
  }
})
