import { expect, gotoHydrated, test, type Locator, type Page } from './fixtures'

/**
 * A card's or list item's entrance (spec §9) plays when it first comes on screen, not at load where it ran unseen
 * below the fold (src/lib/stagger.ts). Everything stays readable where that cannot happen: without
 * scripts, under reduced motion, in print.
 */
test.use({ viewport: { width: 375, height: 740 } })

/** The home page's last staggered item: far below the fold on a phone. */
const lastItem = (page: Page) => page.locator('main .stagger-item').last()

async function playState(item: Locator): Promise<string | undefined> {
  return item.evaluate((element) => element.getAnimations()[0]?.playState)
}

test('an entrance below the fold waits until it is on screen, then plays without waiting out its place in the list', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const item = lastItem(page)
  await expect(item).not.toBeInViewport()
  const [delayMs, stepMs] = await item.evaluate((element) => {
    const style = getComputedStyle(element)
    return [
      parseFloat(style.animationDelay) * 1000,
      parseFloat(style.getPropertyValue('--stagger-step')) * 1000,
    ]
  })
  expect(delayMs).toBeGreaterThan(2 * stepMs)
  // Well past every delay and duration of the home page's groups: nothing has played unseen.
  await page.waitForTimeout(3_000)
  expect(await playState(item)).toBe('paused')
  await expect(item).toHaveCSS('opacity', '0')

  await item.scrollIntoViewIfNeeded()
  await expect(item).toHaveAttribute('data-stagger-seen', '')
  // Scrolled to with at most its neighbour, it starts within a step or two, not after the delay of its index.
  const started = await item.evaluate((element) => Number(element.getAnimations()[0]?.currentTime ?? 0))
  expect(started).toBeGreaterThanOrEqual(delayMs - 2 * stepMs)
  await expect(item).toHaveCSS('opacity', '1')
  await expect.poll(() => playState(item)).toBe('finished')
})

test('an entrance already on screen plays at load, and a page the router brings waits the same way', async ({
  page,
}) => {
  await gotoHydrated(page, '/aktuelles/news')
  const cards = page.locator('main .stagger-item')
  await expect(cards.first()).toBeInViewport()
  await expect(cards.first()).toHaveCSS('opacity', '1')

  // Back to the home page by the site's router (no page load): its groups are found and wait as well.
  await page.evaluate(() => ((window as unknown as { routerMark: boolean }).routerMark = true))
  await page.locator('header a[href="/"]').first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect(lastItem(page)).toBeAttached()
  expect(await page.evaluate(() => (window as unknown as { routerMark?: boolean }).routerMark)).toBe(true)
  await page.waitForTimeout(1_000)
  await expect(lastItem(page)).toHaveCSS('opacity', '0')
  await lastItem(page).scrollIntoViewIfNeeded()
  await expect(lastItem(page)).toHaveCSS('opacity', '1')
})

test.describe('without the script', () => {
  test.use({ javaScriptEnabled: false })

  test('every entrance plays at load', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).not.toHaveAttribute('data-stagger-wait')
    await expect(lastItem(page)).not.toBeInViewport()
    await expect(lastItem(page)).toHaveCSS('opacity', '1', { timeout: 5_000 })
  })
})

test('under reduced motion and in print nothing waits unseen', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoHydrated(page, '/')
  await expect(lastItem(page)).not.toBeInViewport()
  await expect(lastItem(page)).toHaveCSS('opacity', '1')

  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-stagger-wait', '')
  await expect(lastItem(page)).toHaveCSS('opacity', '0')
  await page.emulateMedia({ media: 'print' })
  await expect(lastItem(page)).toHaveCSS('opacity', '1')
})
