import { createRequire } from 'node:module'
import fs from 'node:fs'
import type { Page } from '@playwright/test'

const require = createRequire(import.meta.url)
/** axe-core as published, read once per worker. */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core violations of the page in its settled look: the entrance animations (they fade content in) are
 * jumped to their end, which is what waiting for them would show, seconds sooner. Endless ones keep running.
 *
 * axe runs in the page itself, injected once per document and asked for violations only: the same rules and
 * results as the axe-core Playwright package's builder, which also gathers every passing node and took twice as long (about
 * 2.1 s a page against 1.1 s). It leaves out cross-origin frames, and the site has none until a visitor consents
 * to a map or video. `rules` limits the run to those rules.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish()
  })
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
    })
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, rules)
}
