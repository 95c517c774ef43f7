import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sourceHash } from './source-hash'

/** Runs `npm run build` (Next.js and the site's server) unless the build in NEXT_DIST_DIR (default .next) was made from the current sources. */
export function buildIfNeeded(log: (message: string) => void): void {
  const root = process.cwd()
  const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
  const stampFile = path.join(distDir, 'SOURCE_HASH')
  const hash = sourceHash(root)
  const built = fs.existsSync(path.join(distDir, 'BUILD_ID')) && fs.existsSync(stampFile)
  if (built && fs.readFileSync(stampFile, 'utf8') === hash) {
    log('build is current')
    return
  }
  log('building (npm run build)…')
  const started = Date.now()
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('the build failed')
  fs.writeFileSync(stampFile, hash)
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
