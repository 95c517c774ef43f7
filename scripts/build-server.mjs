/**
 * Bundles the production server into the build folder, beside Next's own output, as plain JavaScript: `npm run
 * serve` then starts it with Node alone. Two files: site-server.mjs checks the runtime (src/server/start.ts) and
 * only then loads site-app.mjs, the server itself (src/server/main.ts). Packages stay imports of node_modules.
 */
import path from 'node:path'
import fs from 'node:fs'
import { build } from 'esbuild'

const distDir = process.env.NEXT_DIST_DIR || '.next'
// The server is compiled for the line package.json's engines name (`^26.10.0`: node26).
const { engines } = JSON.parse(fs.readFileSync('package.json', 'utf8'))
const runtimeTarget = `node${engines.node.replace(/^\^/, '').split('.')[0]}`
const common = { bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' }

// The check runs on whatever Node starts it, so it is written for old ones too.
await build({
  ...common,
  entryPoints: ['src/server/start.ts'],
  outfile: path.join(distDir, 'site-server.mjs'),
  target: 'node18',
})
await build({
  ...common,
  entryPoints: ['src/server/main.ts'],
  outfile: path.join(distDir, 'site-app.mjs'),
  target: runtimeTarget,
})
