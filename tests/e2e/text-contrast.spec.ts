import sharp from 'sharp'
import { expect, test, type Locator, type Page } from './fixtures'
import { parseRgb, worstContrast } from '../support/contrast'

/**
 * Text over pictures, which axe cannot judge: each line's colour against every pixel behind it, measured in
 * a screenshot of its box with the text itself made transparent. WCAG AA asks for 4.5:1.
 */
async function contrastOver(page: Page, text: Locator): Promise<number> {
  await text.scrollIntoViewIfNeeded()
  const colour = parseRgb(await text.evaluate((element) => getComputedStyle(element).color))
  // Set through the CSSOM, which the Content-Security-Policy allows (a <style> element it would not).
  const hide = (hidden: boolean) =>
    text.evaluate((element, hidden) => {
      for (const node of [element, ...element.querySelectorAll('*')] as HTMLElement[]) {
        if (hidden) {
          node.style.setProperty('color', 'transparent', 'important')
          node.style.setProperty('text-shadow', 'none', 'important')
        } else {
          node.style.removeProperty('color')
          node.style.removeProperty('text-shadow')
        }
      }
    }, hidden)
  await hide(true)
  const box = (await text.boundingBox())!
  const png = await page.screenshot({ clip: box, animations: 'disabled' })
  await hide(false)
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  return worstContrast(colour, data, info.channels)
}

async function picturesLoaded(page: Page, images: Locator) {
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true)
}

for (const width of [1280, 375]) {
  test(`text over pictures holds 4.5:1: careers hero subline (de, en) and the home slider's names and roles, ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    // The slider then stays on a slide until told to move.
    await page.emulateMedia({ reducedMotion: 'reduce' })

    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}/karriere`)
      const hero = page.locator('main section').first()
      await picturesLoaded(page, hero.locator('img'))
      const subline = hero.locator('h1 + p')
      await expect(subline).toBeVisible()
      expect(await contrastOver(page, subline), `${prefix}/karriere subline`).toBeGreaterThanOrEqual(4.5)
    }

    await page.goto('/')
    const slider = page.getByTestId('hero-slider')
    await expect(slider).toHaveAttribute('data-hydrated', 'true')
    const slides = slider.locator('[aria-roledescription="slide"]')
    const count = await slides.count()
    expect(count).toBeGreaterThan(1)
    for (let index = 0; index < count; index++) {
      const active = slider.locator('[data-active="true"]')
      await expect(active).toHaveAttribute(
        'aria-label',
        (await slides.nth(index).getAttribute('aria-label'))!,
      )
      await expect(active).toHaveCSS('opacity', '1')
      await expect(active.locator('img')).toHaveCount(1)
      await picturesLoaded(page, active.locator('img'))
      for (const line of [active.locator('p strong'), active.locator('p strong + span')]) {
        await expect(line).toBeVisible()
        const name = `slide ${index + 1}: ${await line.textContent()}`
        expect(await contrastOver(page, line), name).toBeGreaterThanOrEqual(4.5)
      }
      if (index < count - 1) await page.getByRole('button', { name: 'Nächste Folie' }).click()
    }
  })
}
