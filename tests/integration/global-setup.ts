import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { withResolveShortcut } from '../support/resolveShortcut'
import { copySeedTemplate } from '../support/seedTemplate'

/** Set in Vitest's own process once the shared data folder is ready. */
const SET_UP = 'INTEGRATION_DATA_DIR_READY'

/**
 * A fresh temporary SQLite database with the sample content, shared by every test file of the run.
 * It is made by the same script as `npm start` uses, in its own process (tsx), not through Vitest's loader.
 * The set-up is idempotent; it is tried a second time, on the same folder, if the first try fails. Under
 * `npm test` the folder starts as a copy of the run's seeded template (tests/support/seedTemplate.ts).
 */
export default function setup() {
  // Both integration projects (vitest.config.ts) name this set-up: the second finds the folder of the first.
  if (process.env[SET_UP]) return
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-vitest-'))
  process.env.DATA_DIR = dir
  process.env[SET_UP] = dir
  copySeedTemplate(dir)
  const setUp = () =>
    execFileSync('npx', ['tsx', 'scripts/setup-data-cli.ts'], {
      stdio: 'inherit',
      env: withResolveShortcut(process.env),
    })
  try {
    setUp()
  } catch (error) {
    console.error(`[setup-data] first try failed (${(error as Error).message}); trying again`)
    setUp()
  }
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
