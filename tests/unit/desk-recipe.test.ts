import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const PATCH = 'docs/recipes/compliance-desk.patch'

/**
 * docs/recipes.md's "A new confidential desk", done for a third desk, is kept as a patch: it must still apply to
 * the tree, and stay what the recipe promises (a handful of files written by hand).
 */
describe('the recipe for a new desk', () => {
  it('applies to the tree as it is', () => {
    expect(() => execFileSync('git', ['apply', '--check', PATCH], { stdio: 'pipe' })).not.toThrow()
  })

  it('touches the files the recipe names and no more than eight', () => {
    const files = execFileSync('git', ['apply', '--numstat', PATCH], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.split('\t')[2])
    expect(files.length).toBeLessThanOrEqual(8)
    expect(files).toEqual(
      expect.arrayContaining([
        'src/lib/sealed/desks.ts',
        'src/payload.config.ts',
        'tests/integration/compliance-desk.test.ts',
      ]),
    )
  })
})
