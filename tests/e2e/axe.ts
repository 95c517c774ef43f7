import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core violations of the page in its settled look: the entrance animations (they fade content in) are
 * jumped to their end, which is what waiting for them would show, seconds sooner. Endless ones keep running.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish()
  })
  // Legacy mode runs axe in the page itself instead of gathering the results in a second, blank page: the same
  // rules and results, in a third of the time. It leaves out cross-origin frames, and the site has none until a
  // visitor consents to a map or video.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
