import { expect, test } from './fixtures'

/** What a visitor asks for that does not exist, and the language its 404 page must speak. */
const MISSING = [
  ['/gibtsnicht', 'de'],
  ['/en/gibtsnicht', 'en'],
  ['/aktuelles/news/999/x', 'de'],
  ['/en/aktuelles/news/999/x', 'en'],
  ['/karriere/999/x', 'de'],
  ['/projekte/999/x', 'de'],
  // Paths with a dot never reached the site's routing: Next answered with its bare English page.
  ['/impressum.html', 'de'],
  ['/kontakt.php', 'de'],
  ['/aktuelles/news/1.5/x', 'de'],
  ['/en/impressum.html', 'en'],
] as const

const TITLE = { de: '404 – Seite nicht gefunden', en: '404 – Page not found' }
const TEXT = { de: 'Seite nicht gefunden', en: 'Page not found' }

test('every 404 is the site’s page, rendered by the server in the visitor’s language', async ({
  request,
}) => {
  for (const [path, locale] of MISSING) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html, path).toContain(`<html lang="${locale}"`)
    expect(html, path).not.toContain('__next_error__')
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1], path).toMatch(new RegExp(`^${TITLE[locale]}`))
    // The page itself is in the HTML, inside the shared layout: header, main, footer. A job's address that
    // leads nowhere lists the open jobs instead (crawling.spec.ts).
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    if (path.includes('/karriere/')) expect(main, path).toContain('data-testid="job-closed"')
    else {
      expect(main, path).toContain('data-testid="not-found"')
      expect(main, path).toContain(TEXT[locale])
    }
    expect(html, path).toContain('data-testid="site-header"')
    expect(html, path).toContain('data-testid="site-footer"')
  }
})

test('old start-page addresses lead home in their language', async ({ request }) => {
  for (const [old, home] of [
    ['/index.html', '/'],
    ['/index.php', '/'],
    ['/en/index.html', '/en'],
  ] as const) {
    const response = await request.get(old, { maxRedirects: 0 })
    expect(response.status(), old).toBe(308)
    expect(new URL(response.headers()['location'], 'http://x').pathname, old).toBe(home)
  }
})

test('files that exist are still served as files', async ({ request }) => {
  for (const path of ['/favicon.ico', '/favicon.svg', '/robots.txt', '/sitemap.xml']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
  }
})

test.describe('the 404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, locale] of [
    ['/gibtsnicht', 'de'],
    ['/en/aktuelles/news/999/x', 'en'],
  ] as const) {
    test(`${path} shows its text, header, footer and the way home`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(new RegExp(`^${TITLE[locale]}`))
      const notFound = page.getByTestId('not-found')
      await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('404')
      await expect(notFound).toContainText(TEXT[locale])
      await expect(notFound.getByRole('link')).toHaveAttribute('href', locale === 'de' ? '/' : '/en')
      await expect(page.getByTestId('site-header')).toBeVisible()
      await expect(page.getByTestId('site-footer')).toBeVisible()
    })
  }
})
