/**
 * Bundles the production server (src/server/main.ts) into the build folder, beside Next's own output, as plain
 * JavaScript: `npm run serve` then starts it with Node alone. Packages stay imports of node_modules.
 */
import path from 'node:path'
import { build } from 'esbuild'

const distDir = process.env.NEXT_DIST_DIR || '.next'

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: path.join(distDir, 'site-server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
})
