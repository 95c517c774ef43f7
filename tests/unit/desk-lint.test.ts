import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The lint keeps the confidential desks apart by folder (eslint.config.mjs): one desk imports nothing of another,
 * and the shared modules nothing of any desk. Checked on a module written for the test, as a change would add it.
 */
// The cycle check reads modules from disk, which a module written for the test is not.
const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } })

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message)
}

describe('the lint between the desks', () => {
  it('refuses a desk importing another desk, in any layer', async () => {
    for (const [file, imported] of [
      ['src/data/applications/probe.ts', '@/data/whistleblower/reports'],
      ['src/collections/whistleblower/probe.ts', '@/collections/applications/Applications'],
      ['src/admin/applications/probe.ts', '@/lib/whistleblower/caseDeadlines'],
    ])
      expect(await errors(file, `export * from '${imported}'\n`), `${file} → ${imported}`).toEqual([
        expect.stringMatching(/One confidential desk does not import another/),
      ])
  }, 60_000)

  it('refuses a shared module importing a desk, and lets a desk build on the shared ones', async () => {
    expect(
      await errors('src/collections/usersProbe.ts', `export * from '@/lib/applications/desk'\n`),
    ).toEqual([expect.stringMatching(/build on the shared ones/)])
    expect(await errors('src/data/whistleblower/probe.ts', `export * from '@/lib/sealed/desks'\n`)).toEqual(
      [],
    )
  }, 60_000)
})

describe('the desks the lint knows', () => {
  it('are the registry’s, read from it', async () => {
    const { DESK_FOLDERS } = await import('../../eslint.config.mjs')
    const { DESKS } = await import('@/lib/sealed/desks')
    expect(DESK_FOLDERS).toEqual(DESKS.map((desk) => desk.name))
  })
})
