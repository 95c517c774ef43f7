import { expect, test, type Page } from './fixtures'
import { MAP_CONSENT_COOKIE, VIDEO_CONSENT_COOKIE, VIDEO_EMBED_ORIGIN } from '../../src/lib/constants'
import { paths } from '../../src/lib/paths'
import { axeViolations } from './axe'
import { localized } from './routes'

/**
 * The company film behind its click-to-load facade and the footer's privacy settings (design §8).
 * The video host is answered by the test (the machines have no internet); every request to it is counted.
 */
const VALUES = paths.about('unsere-werte')
const LOCATIONS = paths.about('niederlassungen')
const at = localized
const TEXT = {
  de: {
    play: /Imagefilm abspielen/,
    settings: 'Datenschutz-Einstellungen',
    map: 'Standortkarte',
    video: 'Imagefilm (YouTube)',
    granted: 'Erlaubt',
    denied: 'Nicht erlaubt',
    close: 'Schließen',
  },
  en: {
    play: /Play the company film/,
    settings: 'Privacy settings',
    map: 'Location map',
    video: 'Company film (YouTube)',
    granted: 'Allowed',
    denied: 'Not allowed',
    close: 'Close',
  },
}

/** Answers the video host locally and returns the list of requests made to it. */
async function fakeVideoHost(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route(`${VIDEO_EMBED_ORIGIN}/**`, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Film</title><p>Film</p>' })
  })
  return requests
}

async function open(page: Page, path: string, hydratedSelector: string) {
  await page.goto(path)
  await expect(page.locator(hydratedSelector)).toHaveAttribute('data-hydrated', 'true')
}

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((candidate) => candidate.name === name)

for (const locale of ['de', 'en'] as const) {
  test(`video (${locale}): nothing from the video host before the click; the keyboard plays it in privacy-enhanced mode`, async ({
    page,
  }) => {
    const requests = await fakeVideoHost(page)
    await open(page, at(VALUES, locale), '#video [data-hydrated]')
    const video = page.locator('#video')
    await video.scrollIntoViewIfNeeded()
    await expect(video.locator('img')).toBeVisible()
    await expect(video).toContainText('youtube-nocookie.com')
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
    await expect(video.locator('iframe')).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])

    const play = video.getByRole('button', { name: TEXT[locale].play })
    await play.focus()
    await page.keyboard.press('Enter')
    const frame = video.locator('iframe')
    await expect(frame).toHaveAttribute('src', `${VIDEO_EMBED_ORIGIN}/embed/Sw1983Film0?rel=0&autoplay=1`)
    await expect(frame).toBeFocused()
    await expect(frame).toHaveAttribute('title', /YouTube/)
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    expect(requests.every((url) => url.startsWith(`${VIDEO_EMBED_ORIGIN}/embed/`))).toBe(true)
    const consent = await cookie(page, VIDEO_CONSENT_COOKIE)
    expect(consent?.value).toBe('true')
    expect(consent?.expires).toBe(-1)

    // Agreed for the session: on the next visit the film is there at once, without playing by itself.
    await open(page, at(VALUES, locale), '#video [data-hydrated]')
    await expect(page.locator('#video iframe')).toHaveAttribute(
      'src',
      `${VIDEO_EMBED_ORIGIN}/embed/Sw1983Film0?rel=0`,
    )
  })
}

for (const locale of ['de', 'en'] as const) {
  test(`privacy settings (${locale}): a footer dialog lists map and video with their state; grant and revoke each`, async ({
    page,
  }) => {
    const requests = await fakeVideoHost(page)
    await open(page, at(LOCATIONS, locale), '#scroll-map')
    const opener = page.getByRole('contentinfo').getByRole('button', { name: TEXT[locale].settings })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: TEXT[locale].settings })
    await expect(dialog).toBeVisible()
    const map = dialog.getByRole('switch', { name: TEXT[locale].map })
    const video = dialog.getByRole('switch', { name: TEXT[locale].video })
    await expect(map).not.toBeChecked()
    await expect(video).not.toBeChecked()
    await expect(dialog.getByTestId('consent-map')).toContainText(TEXT[locale].denied)
    expect(await axeViolations(page)).toEqual([])

    // Granting the map in the dialog loads it on the page behind.
    await map.check()
    await expect(dialog.getByTestId('consent-map')).toContainText(TEXT[locale].granted)
    expect((await cookie(page, MAP_CONSENT_COOKIE))?.value).toBe('true')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await expect(page.getByTestId('office-map').locator('[data-office-id]')).toHaveCount(5)

    // Revoking it takes the map away again and forgets the choice.
    await opener.click()
    await expect(map).toBeChecked()
    await map.uncheck()
    await dialog.getByRole('button', { name: TEXT[locale].close }).click()
    await expect(page.getByTestId('office-map')).toHaveCount(0)
    await expect(page.getByTestId('map-consent')).toBeVisible()
    expect(await cookie(page, MAP_CONSENT_COOKIE)).toBeUndefined()

    // The video: granted on another page, it loads (without playing by itself); revoked, the facade returns.
    await open(page, at(VALUES, locale), '#video [data-hydrated]')
    await page.getByRole('contentinfo').getByRole('button', { name: TEXT[locale].settings }).click()
    await video.check()
    await page.keyboard.press('Escape')
    await expect(page.locator('#video iframe')).toHaveAttribute(
      'src',
      `${VIDEO_EMBED_ORIGIN}/embed/Sw1983Film0?rel=0`,
    )
    await page.getByRole('contentinfo').getByRole('button', { name: TEXT[locale].settings }).click()
    await expect(video).toBeChecked()
    await video.uncheck()
    await page.keyboard.press('Escape')
    await expect(page.locator('#video iframe')).toHaveCount(0)
    await expect(
      page.locator('#video [data-hydrated]').getByRole('button', { name: TEXT[locale].play }),
    ).toBeVisible()
    expect(await cookie(page, VIDEO_CONSENT_COOKIE)).toBeUndefined()
    expect(requests.length).toBeGreaterThan(0)
  })
}
