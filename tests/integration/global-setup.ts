import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A fresh temporary SQLite database with the sample content, shared by every test file of the run. */
export default async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-vitest-'))
  process.env.DATA_DIR = dir
  const { setupData } = await import('../../scripts/setup-data')
  await setupData()
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
