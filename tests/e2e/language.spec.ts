import { expect, gotoHydrated, languageSwitchTo, test } from './fixtures'

test('German by default with hreflang alternates and canonical', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/localhost:\d+\/?$/)
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/)
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(1)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1)
  await expect(page.locator('h1')).toContainText(/Weil jede Sekunde zählt|\S/)
})

test('the language control switches, stores the choice and is honoured on unprefixed URLs', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/')
  await languageSwitchTo(page, 'en').click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en')
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en')

  await gotoHydrated(page, '/impressum')
  await expect(page).toHaveURL(/\/en\/impressum$/)

  await languageSwitchTo(page, 'de').click()
  await expect(page).toHaveURL(/\/impressum$/)
  await expect(page).not.toHaveURL(/\/en\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de')
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('a stored English choice without cookie still leads to English', async ({ page }) => {
  // The choice is stored on a page of the site that runs no script of its own, so that no page's start-up
  // (which may come after its load event) reads it before the visit under test.
  await page.goto('/robots.txt')
  await page.evaluate(() => localStorage.setItem('locale', 'en'))
  // The page sends the visitor on to /en while it loads, which aborts a wait for its load event (seen in CI).
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('an unsupported stored value falls back to German', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('locale', 'xx'))
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('de')
})

test('no cookie is set for a visitor who has not chosen a language', async ({ page, context }) => {
  await page.goto('/')
  await page.goto('/en')
  expect(await context.cookies()).toEqual([])
})
