import { expect, gotoHydrated, languageSwitchTo, test } from './fixtures'
import { focusFaults, focusStop, walk } from './focusRing'

test.describe('site layout, German', () => {
  test('header: top bar, phone link normalized, four social links, main menu', async ({ page }) => {
    await page.goto('/')
    const topBar = page.getByTestId('top-bar')
    await expect(topBar).toBeVisible()
    await expect(topBar.getByRole('link', { name: /5 Standorte/ })).toHaveAttribute(
      'href',
      '/ueber-uns/niederlassungen#scroll-map',
    )
    const phone = page.getByTestId('top-phone')
    await expect(phone).toHaveAttribute('href', /^tel:\+\d+$/)
    const phoneText = (await phone.textContent()) ?? ''
    await expect(phone).toHaveAttribute('href', `tel:+${phoneText.replace(/\D/g, '')}`)
    await expect(topBar.getByRole('link', { name: /@sekundenwerk\.example/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    )
    await expect(topBar.getByRole('list', { name: 'Soziale Netzwerke' }).getByRole('link')).toHaveCount(4)

    const nav = page.getByTestId('main-navigation')
    for (const label of ['Lösungen', 'Über uns', 'Aktuelles']) {
      await expect(nav.getByRole('button', { name: label })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: 'Karriere' })).toHaveAttribute('href', '/karriere')
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt')
    await expect(languageSwitchTo(page, 'en')).toHaveAttribute('href', '/en')
  })

  test('submenu opens on click and closes on a click elsewhere', async ({ page }) => {
    await gotoHydrated(page, '/')
    const nav = page.getByTestId('main-navigation')
    const solutions = nav.getByRole('button', { name: 'Lösungen' })
    await solutions.click()
    await expect(solutions).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Digitale Alarmierung' })).toBeVisible()
    await page.getByTestId('site-footer').getByRole('heading', { name: 'Downloads' }).click()
    await expect(solutions).toHaveAttribute('aria-expanded', 'false')
  })

  test('header turns scrolled past 100 px and never moves the page', async ({ page }) => {
    await gotoHydrated(page, '/')
    const header = page.getByTestId('site-header')
    const mainTop = () =>
      page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().top + window.scrollY)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    const top = await mainTop()

    // Stopped just past the threshold, the header stays scrolled and the page stays put (they used to flicker).
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    const samples = await page.evaluate(async () => {
      const seen: string[] = []
      for (let i = 0; i < 12; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        const state = document.querySelector('[data-testid="site-header"]')!.getAttribute('data-scrolled')
        seen.push(`${window.scrollY} ${state}`)
      }
      return seen
    })
    expect(samples).toEqual(Array(12).fill('120 true'))
    // The top bar scrolls away; the content below stays where it was, so a click lands where it was aimed.
    expect(await mainTop()).toBe(top)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('footer: about links, four downloads, five offices, bottom bar', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByTestId('site-footer')
    for (const [name, href] of [
      ['Standorte auf der Karte', '/ueber-uns/niederlassungen#scroll-map'],
      ['Team', '/ueber-uns/team'],
      ['Partner', '/ueber-uns/partner'],
      ['Zertifikate', '/ueber-uns/zertifikate'],
      ['Verbände', '/ueber-uns/verbaende'],
      ['Karriere', '/karriere'],
      ['Impressum', '/impressum'],
      ['Datenschutz', '/datenschutz'],
      ['Hinweisgeberschutz', '/hinweisgeberschutz'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    const downloads = footer.getByTestId('footer-downloads').getByRole('link')
    await expect(downloads).toHaveCount(4)
    for (const link of await downloads.all()) {
      await expect(link).toHaveAttribute('href', /\.pdf$/)
      await expect(link).toHaveAttribute('target', '_blank')
    }
    const offices = footer.getByTestId('footer-offices').locator('address')
    await expect(offices).toHaveCount(5)
    for (const town of ['Barsbüttel', 'Greifswald', 'Unna', 'Pforzheim', 'Ludwigsburg']) {
      await expect(footer.getByTestId('footer-offices')).toContainText(town)
    }
    await expect(offices.first().getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(offices.first().locator('a[href^="tel:+"]')).toHaveCount(1)
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Sekundenwerk Kommunikationstechnik GmbH`,
    )
  })
})

test.describe('site layout, English', () => {
  test('header and footer speak English', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const nav = page.getByTestId('main-navigation')
    await expect(nav.getByRole('button', { name: 'Solutions' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/en/karriere')
    await expect(page.getByTestId('top-bar')).toContainText('5 locations in Germany')
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByRole('link', { name: 'Legal notice' })).toHaveAttribute('href', '/en/impressum')
    await expect(footer.getByRole('link', { name: 'Whistleblower protection' })).toHaveAttribute(
      'href',
      '/en/hinweisgeberschutz',
    )
    await expect(languageSwitchTo(page, 'de')).toHaveAttribute('href', '/')
    await expect(languageSwitchTo(page, 'de')).toContainText('Deutsch')
  })
})

test.describe('drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('top bar hidden; burger opens the drawer; close button, Escape and navigation close it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    await expect(page.getByTestId('top-bar')).toBeHidden()
    const burger = page.getByRole('button', { name: 'Menü öffnen' })
    const nav = page.getByTestId('main-navigation')
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toBeHidden()

    await burger.click()
    await expect(burger).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toBeVisible()
    const about = nav.getByRole('button', { name: 'Über uns' })
    await about.click()
    await expect(nav.getByRole('link', { name: 'Management' })).toBeVisible()
    await nav.getByRole('button', { name: 'Menü schließen' }).click()
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toBeHidden()

    await burger.click()
    await page.keyboard.press('Escape')
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await expect(burger).toBeFocused()

    await burger.click()
    await nav.getByRole('link', { name: 'Karriere' }).click()
    await expect(page).toHaveURL(/\/karriere$/)
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
  })

  test('the open drawer is modal: focus moves in and stays in, the page behind is inert under a backdrop', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const burger = page.getByRole('button', { name: 'Menü öffnen' })
    await burger.focus()
    await page.keyboard.press('Enter')
    const nav = page.getByTestId('main-navigation')
    await expect(nav.getByRole('button', { name: 'Menü schließen' })).toBeFocused()
    await expect(page.locator('main')).toHaveJSProperty('inert', true)
    // The backdrop is what a tap beside the drawer hits.
    const beside = await page.evaluate(() => document.elementFromPoint(10, 400)?.getAttribute('aria-hidden'))
    expect(beside).toBe('true')

    const forward = await walk(page, 25)
    await page.keyboard.press('Shift+Tab')
    const backward = await focusStop(page)
    expect(focusFaults([...forward, backward])).toEqual([])
    expect(forward.length).toBeGreaterThan(5)

    await page.keyboard.press('Escape')
    await expect(burger).toBeFocused()
    await expect(page.locator('main')).toHaveJSProperty('inert', false)
  })
})

test('the web font: fetched after the landing page is shown, used from the next page on', async ({
  page,
}) => {
  const fontRequests: number[] = []
  const started = Date.now()
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(Date.now() - started)
  })
  await gotoHydrated(page, '/')
  const html = page.locator('html')
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily)
  // The landing page stays in the size-matched fallback while it is shown, so its text never moves.
  await expect(html).not.toHaveAttribute('data-web-font')
  expect(await bodyFont()).toMatch(/Fallback/)
  // The wordmark keeps its width in the wider fallback font: nothing of it is cut off by its picture.
  const wordmarkRight = () =>
    page.evaluate(() => {
      const text = document.querySelector('header svg text') as SVGTextElement
      return text.getBBox().x + text.getBBox().width
    })
  expect(await wordmarkRight()).toBeLessThanOrEqual(250)
  await expect.poll(() => fontRequests.length).toBe(1)
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded')))
    .toBe(true)

  // A click within the site: the next page is drawn in the web font.
  await page.getByTestId('main-navigation').getByRole('link', { name: 'Karriere' }).click()
  await expect(page).toHaveURL(/\/karriere$/)
  await expect(html).toHaveAttribute('data-web-font', '')
  expect(await bodyFont()).not.toMatch(/^["']?Source Sans Fallback/)

  // A page opened from one of ours (a full load) finds the font cached and uses it from its first paint.
  await page.evaluate(() => {
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the full load is what is tested
    window.location.href = '/kontakt'
  })
  await expect(page).toHaveURL(/\/kontakt$/)
  await expect(html).toHaveAttribute('data-web-font', '')
})
