import { HERO_AUTOPLAY_MS } from '../../src/lib/constants'
import { expect, test } from './fixtures'

const slides = (page: import('@playwright/test').Page) =>
  page.getByTestId('hero-slider').locator('[aria-roledescription="slide"]')

test('home: slider, counter, wave, solutions, team and buttons in German', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveText('Weil jede Sekunde zählt')
  await expect(slides(page)).toHaveCount(4)

  // Live counter: years are the calendar-year difference; seconds tick every second.
  await expect(page.getByTestId('counter-years')).toHaveText(String(new Date().getFullYear() - 1983))
  const seconds = page.getByTestId('counter-seconds')
  const first = Number((await seconds.textContent())!.replace(/\D/g, ''))
  await expect
    .poll(async () => Number((await seconds.textContent())!.replace(/\D/g, '')), { timeout: 5_000 })
    .toBeGreaterThan(first)
  const days = Number((await page.getByTestId('counter-days').textContent())!.replace(/\D/g, ''))
  expect(days).toBe(Math.floor((Date.now() - Date.parse('1983-02-07T00:00:00+01:00')) / 86_400_000))

  await expect(page.getByTestId('team-grid').locator('li')).toHaveCount(9)
  await expect(page.getByTestId('home-solutions').locator('li')).toHaveCount(7)
  await expect(page.getByTestId('home-solutions').getByRole('link', { name: 'Leitsysteme' })).toHaveAttribute(
    'href',
    '/loesungen/leitsysteme',
  )
  await expect(page.getByRole('link', { name: 'Unsere Werte' })).toHaveAttribute(
    'href',
    '/ueber-uns/unsere-werte',
  )
  await expect(page.getByRole('link', { name: 'Zu den News' })).toHaveAttribute('href', '/aktuelles/news')
})

test("the counter's figures stay inside their circles, at 375 and 1280 px, in the landing page's fallback font", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    for (const key of ['seconds', 'days', 'years']) {
      // How far the figure's corners reach beyond the circle's inner edge, in px (≤ 0: inside).
      const beyond = await page.getByTestId(`counter-${key}`).evaluate((figure) => {
        const range = document.createRange()
        range.selectNodeContents(figure)
        const text = range.getBoundingClientRect()
        const circle = figure.parentElement!.getBoundingClientRect()
        const radius = circle.width / 2 - parseFloat(getComputedStyle(figure.parentElement!).borderTopWidth)
        const [cx, cy] = [circle.x + circle.width / 2, circle.y + circle.height / 2]
        const corners = [text.left, text.right].flatMap((x) => [text.top, text.bottom].map((y) => [x, y]))
        return Math.max(...corners.map(([x, y]) => Math.hypot(x - cx, y - cy) - radius))
      })
      expect(beyond, `${key} at ${width} px`).toBeLessThanOrEqual(0)
    }
  }
})

test('home in English', async ({ page }) => {
  await page.goto('/en')
  await expect(page.locator('h1')).toHaveText('Because every second counts')
  await expect(page.getByTestId('counter-years')).toHaveText(String(new Date().getFullYear() - 1983))
  await expect(page.getByRole('link', { name: 'Our values' })).toHaveAttribute(
    'href',
    '/en/ueber-uns/unsere-werte',
  )
  await expect(
    page.getByTestId('home-solutions').getByRole('link', { name: 'Control-centre systems' }),
  ).toHaveAttribute('href', '/en/loesungen/leitsysteme')
})

test('the other slides’ pictures are fetched after the page has loaded, not beside the first one', async ({
  page,
  request,
}) => {
  // In the HTML only the first slide's picture, the page's largest paint: it has the connection to itself.
  const html = await (await request.get('/')).text()
  expect(html.match(/<img [^>]*src="\/media\/slide-/g)).toHaveLength(1)

  await page.goto('/')
  const pictures = page.getByTestId('hero-slider').locator('img')
  await expect(pictures).toHaveCount(4)
  // When each picture's request started, against the page's load event (the browser's own timings).
  const started = () =>
    pictures.evaluateAll((images) =>
      images.map(
        (image) => performance.getEntriesByName((image as HTMLImageElement).currentSrc)[0]?.startTime,
      ),
    )
  await expect.poll(async () => (await started()).every((start) => start !== undefined)).toBe(true)
  const [first, ...others] = (await started()) as number[]
  const load = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  )
  expect(first).toBeLessThan(load)
  for (const start of others) expect(start).toBeGreaterThanOrEqual(load)
})

test('hero slider plays by itself, keeps playing after the keyboard moves it, and pauses', async ({
  page,
}) => {
  // The page's clock, moved on by the test: autoplay's HERO_AUTOPLAY_MS pass without being waited for.
  await page.clock.install()
  await page.goto('/')
  const active = page.getByTestId('hero-slider').locator('[data-active="true"]')
  await expect(page.getByTestId('hero-slider')).toHaveAttribute('data-hydrated', 'true')
  await expect(active).toHaveAttribute('aria-label', 'Folie 1 von 4')
  await page.clock.runFor(HERO_AUTOPLAY_MS + 100)
  await expect(active).toHaveAttribute('aria-label', 'Folie 2 von 4')

  // Arrow keys move it; it loops backwards from the first slide to the last.
  await page.getByTestId('hero-slider').focus()
  await page.keyboard.press('ArrowLeft')
  await expect(active).toHaveAttribute('aria-label', 'Folie 1 von 4')
  await page.keyboard.press('ArrowLeft')
  await expect(active).toHaveAttribute('aria-label', 'Folie 4 von 4')
  // Still playing after the interaction: it moves on by itself (and loops to the first).
  await page.clock.runFor(HERO_AUTOPLAY_MS + 100)
  await expect(active).toHaveAttribute('aria-label', 'Folie 1 von 4')

  // The visible pause control stops it.
  await page.getByRole('button', { name: 'Automatisches Weiterblättern anhalten' }).click()
  await expect(page.getByRole('button', { name: 'Automatisches Weiterblättern starten' })).toBeVisible()
  const paused = await active.getAttribute('aria-label')
  await page.clock.runFor(HERO_AUTOPLAY_MS * 3)
  // React renders a state change in a task of its own (a message, not a timer the clock holds): let it run.
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => done()
        channel.port2.postMessage(null)
      }),
  )
  await expect(active).toHaveAttribute('aria-label', paused!)
})

/** The home page's wave graphic, hydrated, and its seven markers. */
async function openWave(page: import('@playwright/test').Page) {
  await page.goto('/')
  const wave = page.getByTestId('wave-graphic')
  await expect(wave).toHaveAttribute('data-hydrated', 'true')
  const markers = wave.getByRole('button')
  await expect(markers).toHaveCount(7)
  return { wave, markers }
}

test('wave graphic: popups open on hover and on keyboard focus, close on leave, turn green', async ({
  page,
}) => {
  const { wave, markers } = await openWave(page)

  await markers.nth(0).hover()
  await expect(wave.getByRole('region', { name: 'Notruf' })).toBeVisible()
  await expect(markers.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await expect(markers.nth(0)).toHaveCSS('background-color', 'rgb(27, 122, 67)')
  await page.getByRole('heading', { name: 'Vom Notruf bis zum Einsatzende' }).hover()
  await expect(wave.getByRole('region')).toHaveCount(0)
  await expect(markers.nth(0)).toHaveAttribute('aria-expanded', 'false')

  // Keyboard: focus opens, moving focus on closes the previous one.
  await markers.nth(2).focus()
  await expect(wave.getByRole('region', { name: 'Alarmierung' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(wave.getByRole('region', { name: 'Alarmierung' })).toHaveCount(0)
  await expect(wave.getByRole('region', { name: 'Ausrücken' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(wave.getByRole('region')).toHaveCount(0)

  // The seventh popup has a button to the contact page, reachable by Tab without closing the popup.
  await markers.nth(6).focus()
  const seventh = wave.getByRole('region', { name: 'Service' })
  await expect(seventh).toBeVisible()
  await page.keyboard.press('Tab')
  const contact = seventh.getByRole('link', { name: 'Kontakt aufnehmen' })
  await expect(contact).toBeFocused()
  await expect(contact).toHaveAttribute('href', '/kontakt')
})

test.describe('wave graphic on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })

  test('a tap opens the popup of a point and keeps it open, a second tap closes it, the seventh leads to contact', async ({
    page,
  }) => {
    const { wave, markers } = await openWave(page)

    await markers.nth(1).tap()
    const second = wave.getByRole('region', { name: 'Disposition' })
    await expect(second).toBeVisible()
    await expect(markers.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await markers.nth(1).tap()
    await expect(second).toHaveCount(0)

    // Tapping the next point moves the popup there; the seventh's button leads to the contact page.
    await markers.nth(5).tap()
    await expect(wave.getByRole('region')).toHaveCount(1)
    await markers.nth(6).tap()
    const seventh = wave.getByRole('region', { name: 'Service' })
    await expect(seventh).toBeVisible()
    await expect(wave.getByRole('region')).toHaveCount(1)
    await seventh.getByRole('link', { name: 'Kontakt aufnehmen' }).tap()
    await expect(page).toHaveURL(/\/kontakt$/)
  })

  test('while a popup is open, each other point takes a single tap (no popup covers one)', async ({
    page,
  }) => {
    const { wave, markers } = await openWave(page)
    for (let index = 0; index < 7; index++) {
      // tap() fails when another element (an open popup) would receive the tap instead of the marker.
      await markers.nth(index).tap({ timeout: 5_000 })
      await expect(markers.nth(index)).toHaveAttribute('aria-expanded', 'true')
      await expect(wave.getByRole('region')).toHaveCount(1)
    }
  })
})
