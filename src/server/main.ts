/**
 * The production server (`npm run serve`, built to dist/server.mjs): Next.js with the site's own request
 * handling around it (src/server/requestListener.ts). Plain Node at start: no TypeScript runner, no build.
 */
import http from 'node:http'
import next from 'next'
import {
  https,
  mapProvider,
  mediaFolder,
  objectStorage,
  trustedProxies,
  uploadsPublicUrl,
  viewCounting,
  viewLogFile,
} from '@/lib/env'
import { writePending } from '@/lib/views/tally'
import { bucketMedia } from './bucketMedia'
import { folderMedia } from './folderMedia'
import { createRequestListener } from './requestListener'
import { refuseUpgradesAndTunnels } from './upgrades'
import { startViewLog } from './viewLog'

const port = Number(process.env.PORT || 3000)
/** Unset: every interface, IPv4 and IPv6 (as `next start`); behind a proxy on the same machine, 127.0.0.1. */
const host = process.env.HOST || undefined
/** How long an idle kept-alive connection stays open: longer than nginx's upstream `keepalive_timeout` (60 s). */
const idleConnectionSeconds = 65

async function main() {
  // Next's own name for itself, whatever interface is listened on: given '127.0.0.1', its middleware rewrite
  // (the locale prefix) answered every page with a redirect to itself.
  const app = next({ dev: false, hostname: 'localhost', port })
  await app.prepare()
  const listener = createRequestListener(app.getRequestHandler(), {
    https,
    map: mapProvider,
    media: objectStorage ? bucketMedia(objectStorage) : folderMedia(mediaFolder),
    trustedProxies,
    uploadsOrigin: uploadsPublicUrl && new URL(uploadsPublicUrl).origin,
    countViews: viewCounting,
    buildDir: process.env.NEXT_DIST_DIR || '.next',
  })
  const viewLog = viewCounting && viewLogFile ? startViewLog(viewLogFile) : null
  const server = http.createServer(listener)
  refuseUpgradesAndTunnels(server)
  // Idle kept-alive connections stay open longer than a proxy in front keeps its own (nginx: 60 s). With
  // Node's 5 s, the app closed connections nginx was about to reuse, and that request got a 502.
  server.keepAliveTimeout = idleConnectionSeconds * 1000
  server.headersTimeout = (idleConnectionSeconds + 1) * 1000
  server.on('error', (error) => {
    console.error('[server] cannot listen:', error.message)
    process.exit(1)
  })
  server.listen(port, host, () => {
    console.log(`[server] listening on port ${port}${host ? ` of ${host}` : ''}`)
    // Next.js prepares the site (src/instrumentation.ts) on the first request, and every request waits for it.
    // Ask at once, so that a start that must be refused is refused now, not at the first visitor.
    const self =
      !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
    fetch(`http://${self}:${port}/api/health`).catch(() => {})
  })

  const stop = () => {
    // Counts still in memory, and the view log's last lines, are written before the process ends.
    const end = () => {
      viewLog?.stop()
      void writePending().finally(() => process.exit(0))
    }
    server.close(end)
    // Keep-alive connections would hold close() open; a few seconds is enough for answers under way.
    setTimeout(end, 5_000).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error) => {
  console.error('[server] failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
