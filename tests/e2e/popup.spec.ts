import { expect, test, type Page } from './fixtures'
import { axeViolations } from './axe'

/**
 * The promotional popup of spec §4 against the seeded global: founders' award 2024, window 10 Sep – 10 Oct
 * 2024, cookie 'gruenderpreis-2024-aufsteiger'. Playwright's clock puts the page inside or outside that
 * window; it stays paused so that the 3 s delay is measured exactly.
 */
const COOKIE = 'gruenderpreis-2024-aufsteiger'
const INSIDE = new Date('2024-09-20T10:00:00')
const DE = { heading: 'Gründerpreis 2024', close: 'Hinweis schließen', link: 'Zur News' }
const EN = { heading: "Founders' Award 2024", close: 'Close notice', link: 'Read the news' }

/**
 * Open a page with the clock paused (one second after `time`, as the installed clock has started to run) and
 * wait until React has hydrated it and the popup's rules have loaded: its timer is set then, counted from load.
 */
async function openAt(page: Page, path: string, time = INSIDE) {
  await page.clock.install({ time })
  await page.clock.pauseAt(new Date(time.getTime() + 1000))
  await page.goto(path)
  await hydrated(page)
  // The popup's rules (and the popup, when due) load after hydration: wait for them, so that "not yet" means it.
  await page.waitForLoadState('networkidle')
}

async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page
        .evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__react')))
        .catch(() => false),
    )
    .toBe(true)
}

async function popupCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === COOKIE)
}

/** The page writes the cookie into `document.cookie`; the browser's cookie store, which the test reads, has it a moment later. */
async function dismissalCookie(page: Page) {
  await expect.poll(async () => (await popupCookie(page))?.value).toBe('true')
  return (await popupCookie(page))!
}

// The missing-dates test serves a rewritten page itself (page.route). Chromium treats such a page as not
// coming from localhost, and its local-network-access checks then block its scripts from localhost, so the
// page never hydrates: this file's browser runs without those checks (a top-level option: it needs its own
// worker).
test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
      }),
    { scope: 'worker' },
  ],
})

const popup = (page: Page, name = DE.heading) => page.getByRole('dialog', { name })

/** Wait until the popup has slid in (its CSS animation runs on real time, not on the test clock). */
async function settled(page: Page, name = DE.heading) {
  await expect(popup(page, name)).toBeVisible()
  await expect
    .poll(() =>
      popup(page, name).evaluate((element) =>
        element.getAnimations().every((animation) => animation.playState !== 'running'),
      ),
    )
    .toBe(true)
}

test.describe('promotional popup inside its window', () => {
  test('appears after 3 s as a dialog named by its heading, takes focus, and the close button dismisses it for good', async ({
    page,
  }) => {
    await openAt(page, '/impressum')
    await page.clock.runFor(2900)
    await expect(popup(page)).toHaveCount(0)
    await page.clock.runFor(100)
    const dialog = popup(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).not.toHaveAttribute('aria-modal')
    await expect(dialog).toContainText('Wir sind Preisträger in der Kategorie Aufsteiger!')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    expect(await popupCookie(page)).toBeUndefined()

    await dialog.getByRole('button', { name: DE.close }).click()
    await expect(dialog).toHaveCount(0)
    const cookie = await dismissalCookie(page)
    expect(cookie.path).toBe('/')
    // It lasts to the end of the window (10 Oct 2024, i.e. 20 days and a few hours from the page's clock).
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(20)
    expect(days).toBeLessThan(21)

    await page.reload()
    await hydrated(page)
    await page.clock.runFor(10_000)
    await expect(popup(page)).toHaveCount(0)
  })

  test('Escape closes it and gives focus back to where it was', async ({ page }) => {
    await openAt(page, '/impressum')
    const switcher = page.getByTestId('language-switch').first()
    await switcher.focus()
    await page.clock.runFor(3000)
    const dialog = popup(page)
    await expect(dialog).toBeVisible()
    await expect(switcher).not.toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(switcher).toBeFocused()
    await dismissalCookie(page)
  })

  test('does not take the focus out of a field the visitor is typing in', async ({ page }) => {
    test.setTimeout(90_000) // the first visit of the contact page compiles it in dev mode
    await openAt(page, '/kontakt')
    const field = page.locator('main').getByRole('textbox').first()
    await field.click()
    await page.keyboard.type('Leitstelle')
    await page.clock.runFor(3000)
    await expect(popup(page)).toBeVisible()
    await expect(field).toBeFocused()
    await page.keyboard.type(' Nord')
    await expect(field).toHaveValue('Leitstelle Nord')
  })

  test('its link leads to the news item and dismisses it', async ({ page }) => {
    test.setTimeout(90_000) // the first visit of the news page compiles it in dev mode
    await openAt(page, '/impressum')
    await page.clock.runFor(3000)
    const link = popup(page).getByRole('link', { name: DE.link })
    await expect(link).toHaveAttribute('href', /^\/aktuelles\/news\/\d+\/[\w-]+$/)
    const href = (await link.getAttribute('href'))!
    await page.clock.resume()
    await link.click()
    await expect(page).toHaveURL(href, { timeout: 60_000 })
    await expect(page.locator('h1')).toContainText('Gründerpreis', { timeout: 60_000 })
    await expect(popup(page)).toHaveCount(0)
    await dismissalCookie(page)
  })

  test('closes itself after 3,000,000 ms and remembers that', async ({ page }) => {
    await openAt(page, '/impressum')
    await page.clock.runFor(3000)
    await expect(popup(page)).toBeVisible()
    await page.clock.fastForward(3_000_000 - 1000)
    await expect(popup(page)).toBeVisible()
    expect(await popupCookie(page)).toBeUndefined()
    await page.clock.fastForward(1000)
    await expect(popup(page)).toHaveCount(0)
    await dismissalCookie(page)
  })

  for (const [path, text] of [
    ['/', DE],
    ['/en', EN],
  ] as const) {
    test(`speaks the page's language on ${path}, axe clean while open`, async ({ page }) => {
      await openAt(page, path)
      await page.clock.runFor(3000)
      const dialog = popup(page, text.heading)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading', { name: text.heading })).toBeVisible()
      await expect(dialog.getByRole('button', { name: text.close })).toBeVisible()
      await expect(dialog.getByRole('link', { name: text.link })).toHaveAttribute(
        'href',
        new RegExp(`^${path === '/en' ? '/en' : ''}/aktuelles/news/\\d+/`),
      )
      await page.clock.resume() // axe waits for animations with requestAnimationFrame
      expect(await axeViolations(page)).toEqual([])
      await expect(dialog).toBeVisible()
    })
  }

  test('slides in, but not under reduced motion', async ({ page }) => {
    await openAt(page, '/impressum')
    await page.clock.runFor(3000)
    const animation = () => popup(page).evaluate((element) => getComputedStyle(element).animationName)
    expect(await animation()).toMatch(/popup-in/)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await animation()).toBe('none')
  })
})

test.describe('promotional popup at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('sits near the bottom, inside the screen, and leaves most of the page free', async ({ page }) => {
    await openAt(page, '/impressum')
    await page.clock.runFor(3000)
    await settled(page)
    const box = (await popup(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(8)
    expect(box.x + box.width).toBeLessThanOrEqual(375 - 8)
    expect(Math.abs(box.x - (375 - box.x - box.width))).toBeLessThan(2) // centred
    expect(box.y + box.height).toBeLessThanOrEqual(740)
    expect(box.height).toBeLessThan(740 * 0.6)
  })
})

test.describe('promotional popup outside its window', () => {
  for (const day of ['2024-11-01', '2024-09-09']) {
    test(`on ${day} it never shows and warns in the console`, async ({ page }) => {
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      await openAt(page, '/impressum', new Date(`${day}T10:00:00`))
      await page.clock.runFor(10_000)
      // The popup's rules load after hydration, so the warning may come a moment later.
      await expect.poll(() => warnings.some((text) => text.includes(COOKIE) && text.includes(day))).toBe(true)
      await page.clock.runFor(10_000)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(await popupCookie(page)).toBeUndefined()
    })
  }
})

test.describe('promotional popup without a start date', () => {
  test('logs an error and stays hidden', async ({ page }) => {
    // The CMS global stays untouched (other tests run in parallel): the layout's props travel in the RSC
    // payload inside the HTML, and only this page's copy loses its start date.
    let rewritten = false
    await page.route(
      (url) => url.pathname === '/impressum',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue()
        const response = await route.fetch()
        const html = await response.text()
        // Every copy the flight data holds, wherever React placed the layout's props.
        const body = html.replaceAll('\\"startDate\\":\\"2024-09-10\\"', '\\"startDate\\":null')
        rewritten = body !== html
        const headers = { ...response.headers() }
        delete headers['content-length']
        delete headers['content-encoding']
        // The policy allows the inline scripts the server sent; this copy's flight data is changed on purpose.
        delete headers['content-security-policy']
        await route.fulfill({ status: response.status(), headers, body })
      },
    )
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await openAt(page, '/impressum')
    expect(rewritten).toBe(true)
    await page.clock.runFor(10_000)
    await expect
      .poll(() => errors.some((text) => text.includes(COOKIE) && text.includes('start and end date')))
      .toBe(true)
    await page.clock.runFor(10_000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
