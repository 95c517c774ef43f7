import { expect, test, type Page } from './fixtures'
import {
  COUNTS,
  MAP_BOUNCE_MS,
  MAP_CONSENT_COOKIE,
  MAP_FIRST_OFFICE_DELAY_MS,
  MAP_SCROLL_OFFSET_PX,
} from '../../src/lib/constants'
import { paths } from '../../src/lib/paths'
import { axeViolations } from './axe'
import { localized } from './routes'

/**
 * The offices map (spec §4 Map consent): nothing of the map provider before consent; afterwards
 * Leaflet with tiles from the local test tile server (playwright.config.ts starts it and hands its URL to the
 * site as MAP_TILE_URL).
 */
const tileOrigin = new URL(process.env.MAP_TILE_URL!.replace(/[{}]/g, '')).origin
const page_ = (locale: 'de' | 'en') => localized(paths.about('niederlassungen'), locale)
const ACCEPT = { de: 'Karte laden', en: 'Load map' }

/** Opens the locations page and waits until React runs it (a click before that would be lost). */
async function openLocations(page: Page, locale: 'de' | 'en') {
  await page.goto(page_(locale))
  await expect(page.locator('#scroll-map')).toHaveAttribute('data-hydrated', 'true')
}

/** Every request to a host other than the site's, from now on. */
function foreignRequests(page: Page, baseURL: string): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.origin !== new URL(baseURL).origin) seen.push(request.url())
  })
  return seen
}

/** The vertical distance between a marker's tip and the centre of the map (0 when the map is centred on it). */
async function markerOffset(page: Page, officeId: string): Promise<number> {
  const map = (await page.getByTestId('office-map').boundingBox())!
  const pin = (await page.locator(`[data-office-id="${officeId}"]`).boundingBox())!
  return Math.hypot(
    pin.x + pin.width / 2 - (map.x + map.width / 2),
    pin.y + pin.height - (map.y + map.height / 2),
  )
}

test('before consent: the notice, nothing requested from the map provider, no cookie', async ({
  page,
  baseURL,
}) => {
  const foreign = foreignRequests(page, baseURL!)
  await openLocations(page, 'de')
  const slot = page.locator('#scroll-map')
  await slot.scrollIntoViewIfNeeded()
  await expect(slot.getByRole('heading', { name: 'Standortkarte' })).toBeVisible()
  await expect(slot).toContainText('IP-Adresse')
  await expect(slot).toContainText(new URL(tileOrigin).host)
  await expect(slot.getByRole('link', { name: 'Mehr in der Datenschutzerklärung' })).toHaveAttribute(
    'href',
    '/datenschutz#kartendienst',
  )
  // A click on an office before consent highlights it and brings the notice into view; still no request.
  await page.getByTestId('office').nth(1).getByRole('button').click()
  await expect(page.getByTestId('office').nth(1)).toHaveAttribute('data-active', 'true')
  await expect(slot).toBeInViewport()
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('office-map')).toHaveCount(0)
  expect(foreign).toEqual([])
  expect(await page.context().cookies()).toEqual([])
  expect(await axeViolations(page)).toEqual([])
})

for (const locale of ['de', 'en'] as const) {
  test(`accepting (${locale}): session cookie, tiles from the local tile server, five markers, the first office after 1 s without scrolling`, async ({
    page,
    baseURL,
  }) => {
    const foreign = foreignRequests(page, baseURL!)
    await openLocations(page, locale)
    await page.locator('#scroll-map').scrollIntoViewIfNeeded()
    // Times, in the page's clock, when the map appears and when the first office becomes active.
    await page.evaluate(() => {
      const marks: Record<string, number> = {}
      ;(window as unknown as { marks: Record<string, number> }).marks = marks
      new MutationObserver(() => {
        if (!marks.map && document.querySelector('.leaflet-container')) marks.map = performance.now()
        if (!marks.active && document.querySelector('[data-testid="office"][data-active="true"]'))
          marks.active = performance.now()
        if (marks.map && marks.scrollAtMap === undefined) marks.scrollAtMap = window.scrollY
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    await page.getByRole('button', { name: ACCEPT[locale] }).click()

    const map = page.getByTestId('office-map')
    await expect(map).toBeVisible()
    await expect(map).toBeFocused()
    await expect(map).toHaveAttribute(
      'aria-label',
      locale === 'de' ? 'Karte unserer Standorte' : 'Map of our locations',
    )
    await expect(map.locator('[data-office-id]')).toHaveCount(COUNTS.offices)
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible()
    await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap')
    expect(foreign.length).toBeGreaterThan(0)
    expect(
      foreign.every((url) => url.startsWith(`${tileOrigin}/`)),
      foreign.join('\n'),
    ).toBe(true)

    const first = page.getByTestId('office').first()
    await expect(first).toHaveAttribute('data-active', 'true')
    await expect(first.getByRole('button')).toHaveAttribute('aria-pressed', 'true')
    const marks = await page.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks)
    expect(marks.active - marks.map).toBeGreaterThanOrEqual(MAP_FIRST_OFFICE_DELAY_MS - 50)
    expect(marks.active - marks.map).toBeLessThan(MAP_FIRST_OFFICE_DELAY_MS + 2000)
    expect(await page.evaluate(() => window.scrollY)).toBe(marks.scrollAtMap)
    const firstId = await map.locator('[data-office-id]').first().getAttribute('data-office-id')
    await expect(map.locator(`[data-office-id="${firstId}"]`)).toHaveAttribute('data-active', 'true')
    await expect.poll(() => markerOffset(page, firstId!)).toBeLessThan(3)

    const cookie = (await page.context().cookies()).find((c) => c.name === MAP_CONSENT_COOKIE)
    expect(cookie?.value).toBe('true')
    expect(cookie?.expires).toBe(-1) // a session cookie

    // Next visit in the session: the map loads by itself.
    await page.reload()
    await expect(page.getByTestId('office-map').locator('[data-office-id]')).toHaveCount(COUNTS.offices)
    await expect(page.getByRole('button', { name: ACCEPT[locale] })).toHaveCount(0)
  })
}

test('clicking an office pans to it, bounces its marker for 1.8 s, highlights it and scrolls the map to 120 px below the top', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: MAP_CONSENT_COOKIE, value: 'true', url: baseURL! }])
  await openLocations(page, 'de')
  const map = page.getByTestId('office-map')
  await expect(page.getByTestId('office').first()).toHaveAttribute('data-active', 'true')
  await page.evaluate(() => window.scrollTo(0, 0))

  const third = page.getByTestId('office').nth(2)
  const officeId = await third.getAttribute('data-office')
  const marker = map.locator(`[data-office-id="${officeId}"]`)
  await expect(
    map.locator('.leaflet-marker-icon', { has: page.locator(`[data-office-id="${officeId}"]`) }),
  ).toHaveAttribute('title', (await third.locator('h3 button').textContent())!.split(' ')[0])
  await marker.evaluate((pin) => {
    const times: number[] = []
    ;(window as unknown as { bounce: number[] }).bounce = times
    new MutationObserver(() => times.push(performance.now())).observe(pin, {
      attributeFilter: ['data-bouncing'],
    })
  })

  await third.click({ position: { x: 10, y: 10 } }) // anywhere on the office, not only its name
  await expect(third).toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('office').first()).toHaveAttribute('data-active', 'false')
  await expect(marker).toHaveAttribute('data-bouncing', 'true')
  await expect(marker).toHaveAttribute('data-active', 'true')
  await expect
    .poll(() => page.locator('#scroll-map').evaluate((section) => section.getBoundingClientRect().top))
    .toBeCloseTo(MAP_SCROLL_OFFSET_PX, 0)
  await expect.poll(() => markerOffset(page, officeId!)).toBeLessThan(3)
  await expect(marker).not.toHaveAttribute('data-bouncing', 'true', { timeout: MAP_BOUNCE_MS + 2000 })
  const [start, end] = await page.evaluate(() => (window as unknown as { bounce: number[] }).bounce)
  expect(end - start).toBeGreaterThanOrEqual(MAP_BOUNCE_MS - 50)
  expect(end - start).toBeLessThan(MAP_BOUNCE_MS + 500)

  // The keyboard way: the office name is a button; a marker selects its office without scrolling the page.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByTestId('office').nth(3).getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('office').nth(3)).toHaveAttribute('data-active', 'true')
  await expect
    .poll(() => page.locator('#scroll-map').evaluate((section) => section.getBoundingClientRect().top))
    .toBeCloseTo(MAP_SCROLL_OFFSET_PX, 0)
  const scrolled = await page.evaluate(() => window.scrollY)
  // Markers are reachable by keyboard too (the fifth lies outside the view at this zoom).
  await map.locator('.leaflet-marker-icon').nth(4).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('office').nth(4)).toHaveAttribute('data-active', 'true')
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  expect(await axeViolations(page)).toEqual([])
})

for (const locale of ['de', 'en'] as const) {
  test(`a map provider that fails to load says so (${locale})`, async ({ page }) => {
    await page.route(`${tileOrigin}/**`, (route) => route.abort())
    await openLocations(page, locale)
    await page.getByRole('button', { name: ACCEPT[locale] }).click()
    await expect(page.getByTestId('map-failure')).toHaveText(
      locale === 'de' ? /Die Karte konnte nicht geladen werden/ : /The map could not be loaded/,
    )
    await expect(page.getByTestId('map-failure')).toHaveAttribute('role', 'alert')
  })
}
