import path from 'node:path'
import { RELEVANCE } from '../support/searchRelevance'
import { expect, gotoHydrated, test } from './fixtures'

/** Site search (issue 42) against the production build with the sample content. */

const SHOTS = path.join('reports', 'search')

test('the relevance table: each query’s expected result comes first (GET /api/search)', async ({
  request,
}) => {
  const misses: string[] = []
  for (const row of RELEVANCE) {
    const response = await request.get('/api/search', { params: { q: row.q, lang: row.lang, limit: 1 } })
    expect(response.status(), row.q).toBe(200)
    const first = (await response.json()).results[0]
    if (first?.kind !== row.kind || !String(first?.title).includes(row.title))
      misses.push(
        `${row.lang} ${row.q} (${row.why}): ${first?.kind} «${first?.title}», expected ${row.kind} «${row.title}»`,
      )
  }
  expect(misses).toEqual([])
})

test('GET /api/search refuses bad input with field messages and never fails on odd queries', async ({
  request,
}) => {
  const bad = await request.get('/api/search?q=&lang=xx&limit=500')
  expect(bad.status()).toBe(400)
  expect(Object.keys((await bad.json()).fields).sort()).toEqual(['lang', 'limit', 'q'])
  for (const q of ['"', '„“', '*', '%', 'a'.repeat(200), '💡 Leitstelle', 'SELECT * FROM news', '\u0000x']) {
    const response = await request.get('/api/search', { params: { q } })
    expect(response.status(), q).toBe(200)
  }
})

test('without JavaScript, the header’s field leads to grouped, marked results; nothing found offers a way on', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  })
  const page = await context.newPage()
  await page.goto('/')
  const field = page.getByRole('search').getByRole('searchbox', { name: 'Suchbegriff' })
  await field.fill('Leitstelle')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/suche\?q=Leitstelle$/)
  const results = page.getByTestId('search-results')
  await expect(results.getByRole('status')).toContainText('Treffer für „Leitstelle“')
  await expect(results.getByRole('heading', { level: 2, name: /^Projekte \d+$/ })).toBeVisible()
  await expect(page.getByTestId('search-group-project').locator('mark').first()).toBeVisible()

  // Words found inside a German file in English: the English title, the German excerpt marked as such.
  await page.goto('/en/suche?q=Sitzungsnummer')
  const document = page.getByTestId('search-group-document').getByRole('listitem')
  await expect(document.getByRole('link')).toHaveText(/^Remote support/)
  await expect(document.getByText('German only')).toBeVisible()
  await expect(document).not.toHaveAttribute('lang')
  await expect(document.locator('p[lang="de"] mark')).toHaveText('Sitzungsnummer')

  await page.goto('/en/suche?q=xyzzy')
  const empty = page.getByTestId('search-empty')
  await expect(empty.getByRole('heading', { name: 'No results for “xyzzy”' })).toBeVisible()
  await expect(empty.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/en/kontakt')
  await context.close()
})

test('the search in the drawer and on the page, at 375 and 1280 px in both languages (screenshots)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Menü öffnen' }).click()
  const field = page.getByRole('navigation').getByRole('searchbox', { name: 'Suchbegriff' })
  await expect(field).toBeVisible()
  // Once the drawer has slid in whole (its close button, top right, is in view).
  await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeInViewport({ ratio: 1 })
  await page.screenshot({ path: path.join(SHOTS, 'drawer-de-375.png') })
  await field.fill('Alamierung')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/suche\?q=Alamierung$/)
  await expect(page.getByTestId('search-group-page').getByRole('link').first()).toHaveText(
    'Digitale Alarmierung',
  )
  for (const [width, locale] of [
    [375, 'de'],
    [375, 'en'],
    [1280, 'de'],
    [1280, 'en'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${locale === 'en' ? '/en' : ''}/suche?q=leitstelle`)
    await expect(page.getByTestId('search-results')).toBeVisible()
    await page.screenshot({ path: path.join(SHOTS, `results-${locale}-${width}.png`), fullPage: true })
  }
})
