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
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
