import { expect, gotoHydrated, test } from './fixtures'

test('old /s/ links redirect permanently, in both languages', async ({ request }) => {
  for (const [old, now] of [
    ['/s/aktuelles/news', /\/aktuelles\/news$/],
    ['/en/s/aktuelles/news', /\/en\/aktuelles\/news$/],
    ['/en/s', /\/en$/],
  ] as const) {
    const response = await request.get(old, { maxRedirects: 0 })
    expect(response.status(), old).toBe(308)
    expect(response.headers()['location'], old).toMatch(now)
  }
})

test('old hash routes land on their path', async ({ page }) => {
  await page.goto('/#/impressum')
  await expect(page).toHaveURL(/\/impressum$/)
})

test('/de/ URLs redirect to the unprefixed German URL', async ({ request }) => {
  const response = await request.get('/de/kontakt', { maxRedirects: 0 })
  expect([307, 308]).toContain(response.status())
  expect(response.headers()['location']).toMatch(/\/kontakt$/)
})

test('unknown paths show the 404 page in both languages', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht')
  expect(response?.status()).toBe(404)
  const notFound = page.getByTestId('not-found')
  await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('404')
  await expect(notFound).toContainText('Seite nicht gefunden')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await notFound.getByRole('link', { name: 'Zur Startseite' }).click()
  await expect(page).toHaveURL(/\/$/)

  const english = await page.goto('/en/does-not-exist')
  expect(english?.status()).toBe(404)
  await expect(page.getByTestId('not-found')).toContainText('Page not found')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('internal links navigate without a page reload and scroll to the top', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'))
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByTestId('site-footer').getByRole('link', { name: 'Impressum' }).click()
  await expect(page).toHaveURL(/\/impressum$/)
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)

  // The whistleblower channel opens as a document of its own, under its opener policy: a full page load.
  const landed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/hinweisgeberschutz',
  )
  await page.getByTestId('site-footer').getByRole('link', { name: 'Hinweisgeberschutz' }).click()
  expect((await landed).headers()['cross-origin-opener-policy']).toBe('same-origin')
  await expect(page).toHaveURL(/\/hinweisgeberschutz$/)
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined()
})

test('a page fetches no other page on load; pointing at a link or focusing it fetches its page ahead, once', async ({
  page,
}) => {
  const ahead: string[] = []
  page.on('request', (request) => {
    const headers = request.headers()
    if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch'])
      ahead.push(new URL(request.url()).pathname)
  })
  await gotoHydrated(page, '/impressum')
  // Every link in view stays unfetched while nobody points at one.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  expect(ahead).toEqual([])

  const footer = page.getByTestId('site-footer')
  await footer.getByRole('link', { name: 'Datenschutz' }).hover()
  await expect.poll(() => ahead.some((path) => path.startsWith('/datenschutz'))).toBe(true)
  const afterHover = ahead.length
  await footer.getByRole('link', { name: 'Datenschutz' }).focus()
  await page.mouse.move(0, 0)
  await footer.getByRole('link', { name: 'Datenschutz' }).hover()
  await page.waitForLoadState('networkidle')
  expect(ahead.length, 'the same link again').toBe(afterHover)

  await footer.getByRole('link', { name: 'Karriere' }).focus()
  await expect.poll(() => ahead.some((path) => path.startsWith('/karriere'))).toBe(true)
})

test('plain internal links (as in CMS text) navigate without reload; other hosts are left alone', async ({
  page,
}) => {
  await gotoHydrated(page, '/') // React will not replace the injected markup once hydrated
  await page.evaluate(() => {
    ;(window as unknown as { marker: string }).marker = 'same-document'
    const box = document.createElement('div')
    box.innerHTML = '<a id="plain" href="/kontakt">plain</a>'
    document.body.prepend(box)
  })
  await page.route('https://partner.example/**', (route) => route.fulfill({ body: 'external' }))
  await page.locator('#plain').click()
  await expect(page).toHaveURL(/\/kontakt$/)
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document')

  await page.evaluate(() => {
    const box = document.createElement('div')
    box.innerHTML = '<a id="external" href="https://partner.example/">ext</a>'
    document.body.prepend(box)
  })
  await page.locator('#external').click()
  await expect(page).toHaveURL('https://partner.example/')
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined()
})

test('links to PDF files open in a new tab', async ({ page, context }) => {
  await page.goto('/')
  const download = page.getByTestId('footer-downloads').getByRole('link').first()
  // The headless browser has no PDF viewer: the new tab asks for the file (and saves it) instead of showing it.
  const [popup, asked] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('request', (request) => /\.pdf$/.test(request.url())),
    download.click(),
  ])
  expect(asked.frame().page()).toBe(popup)
  await expect(page).toHaveURL(/\/$/)
})

test('the award banner can be dismissed for the visit', async ({ page }) => {
  await gotoHydrated(page, '/')
  const banner = page.getByTestId('award-banner')
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute(
    'href',
    /^\/aktuelles\/news\/\d+\/[a-z0-9-]+$/,
  )
  await banner.getByRole('button', { name: 'Hinweis schließen' }).click()
  await expect(banner).toBeHidden()
  await page.goto('/en')
  await expect(page.getByTestId('award-banner')).toBeHidden()
})

test('GET /api/history/ answers as the spec writes it, without a redirect; page URLs lose a trailing slash', async ({
  request,
}) => {
  const history = await request.get('/api/history/', { maxRedirects: 0 })
  expect(history.status()).toBe(200)
  expect((await history.json()).length).toBeGreaterThanOrEqual(10)
  expect((await request.get('/api/history', { maxRedirects: 0 })).status()).toBe(200)
  const page = await request.get('/impressum/', { maxRedirects: 0 })
  expect(page.status()).toBe(308)
  expect(page.headers()['location']).toMatch(/\/impressum$/)
})
