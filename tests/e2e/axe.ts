import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe-core violations of the page once its entrance animations have finished (they fade content in). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    null,
    { timeout: 10_000 },
  )
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
