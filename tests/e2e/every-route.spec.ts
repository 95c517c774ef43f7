import { expect, test } from './fixtures'
import { axeViolations } from './axe'
import { allRoutes, localized } from './routes'

/**
 * One pass over every route of spec §2 in both languages: HTTP 200, exactly one h1, no console error,
 * no axe-core violation, and (design §8) in a fresh browser context not one request to another host
 * and no cookie or other storage: nothing leaves the site before the visitor consents. Routes are resolved once (detail ids
 * from the API), then one test per page.
 */
const ROUTE_COUNT = 31

for (const locale of ['de', 'en'] as const) {
  for (let index = 0; index < ROUTE_COUNT; index++) {
    test(`route ${index + 1} of ${ROUTE_COUNT} (${locale}): 200, one h1, no console error, axe clean, nothing sent elsewhere`, async ({
      page,
      request,
      baseURL,
    }) => {
      const routes = await allRoutes(request)
      expect(routes).toHaveLength(ROUTE_COUNT)
      const path = localized(routes[index], locale)
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      const elsewhere: string[] = []
      page.on('request', (sent) => {
        const url = new URL(sent.url())
        if (/^https?:$/.test(url.protocol) && url.origin !== new URL(baseURL!).origin)
          elsewhere.push(sent.url())
      })
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('h1'), path).toHaveCount(1)
      await expect(page.locator('h1'), path).not.toBeEmpty()
      expect(await axeViolations(page), path).toEqual([])
      expect(errors, path).toEqual([])
      // Down to the footer, so that lazy images and anything loaded on scroll have asked too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      // A request shows when it starts: two frames let the images that came into view ask; then those are loaded.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      await page.waitForFunction(() =>
        [...document.images]
          .filter((image) => {
            const box = image.getBoundingClientRect()
            return box.bottom >= 0 && box.top <= window.innerHeight
          })
          .every((image) => image.complete),
      )
      expect(elsewhere, path).toEqual([])
      expect(await page.context().cookies(), path).toEqual([])
      // Nor anything in the browser's storage: counting the visit (docs/decisions.md) keeps nothing on the device.
      const stored = await page.evaluate(async () => ({
        local: localStorage.length,
        session: sessionStorage.length,
        databases: (await indexedDB.databases()).length,
        caches: (await caches.keys()).length,
      }))
      expect(stored, path).toEqual({ local: 0, session: 0, databases: 0, caches: 0 })
    })
  }
}

test('every page has its own title and description, Open Graph tags, canonical and hreflang', async ({
  request,
}) => {
  const routes = await allRoutes(request)
  for (const locale of ['de', 'en'] as const) {
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const route of routes) {
      const path = localized(route, locale)
      const html = await (await request.get(path)).text()
      const meta = (attribute: string, name: string) =>
        html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1]
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1]
      const description = meta('name', 'description')
      expect(title, path).toBeTruthy()
      expect(description?.length, path).toBeGreaterThan(50)
      expect(titles.get(title!), `${path} repeats the title of ${titles.get(title!)}`).toBeUndefined()
      expect(
        descriptions.get(description!),
        `${path} repeats the description of ${descriptions.get(description!)}`,
      ).toBeUndefined()
      titles.set(title!, path)
      descriptions.set(description!, path)
      expect(meta('property', 'og:title'), path).toBeTruthy()
      expect(meta('property', 'og:url'), path).toContain(path === '/' ? '' : path.split('#')[0])
      expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/)
      expect(html, path).toContain('hrefLang="en"')
      expect(html, path).toContain('hrefLang="x-default"')
    }
  }
})
