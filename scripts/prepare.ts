/**
 * First-run work of `npm start` (design.md §7): data (DATA_DIR, migrations, sample content, first admin),
 * then a production build when there is no current one. Running it again changes nothing.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setupData } from './setup-data'
import { sourceHash } from './source-hash'

const root = process.cwd()
const started = Date.now()
const say = (message: string) => console.log(`[prepare] ${message}`)

function buildIfNeeded() {
  const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
  const stampFile = path.join(distDir, 'SOURCE_HASH')
  const hash = sourceHash(root)
  const built = fs.existsSync(path.join(distDir, 'BUILD_ID')) && fs.existsSync(stampFile)
  if (built && fs.readFileSync(stampFile, 'utf8') === hash) {
    say('build is current')
    return
  }
  say('building (next build)…')
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (result.status !== 0) throw new Error('next build failed')
  fs.writeFileSync(stampFile, hash)
}

setupData(say)
  .then(() => {
    buildIfNeeded()
    say(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    process.exit(0)
  })
  .catch((error) => {
    console.error('[prepare] failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
