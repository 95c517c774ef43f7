import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'

/** How long a refused connection may take to read the answer before it is cut. */
const CLOSE_AFTER_MS = 5_000

function answerAndClose(socket: Duplex, status: string, extra: string[] = []) {
  const body = `${status.replace(/^\d+ /, '')}\n`
  const head = [
    `HTTP/1.1 ${status}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    ...extra,
  ]
  // The client may already be gone; nothing is left to answer then.
  socket.on('error', () => socket.destroy())
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
  setTimeout(() => socket.destroy(), CLOSE_AFTER_MS).unref()
}

/**
 * The site serves no protocol switch (WebSocket, h2c) and is no proxy. Without these listeners Node handed a
 * request with `Connection: Upgrade` to Next.js, which never answered it (the connection hung for minutes), and
 * dropped a CONNECT without a word. Both are now answered at once, and the connection closed: an Upgrade with
 * 400, a CONNECT with 405. Next.js's custom server adds an `upgrade` listener of its own on the first request
 * (for its development server's hot reload); it is taken off again at once, before any upgrade can reach it.
 */
export function refuseUpgradesAndTunnels(server: Server): void {
  const refuseUpgrade = (_req: unknown, socket: Duplex) => answerAndClose(socket, '400 Bad Request')
  const refuseTunnel = (_req: unknown, socket: Duplex) =>
    answerAndClose(socket, '405 Method Not Allowed', ['Allow: GET, HEAD'])
  server.on('upgrade', refuseUpgrade)
  server.on('connect', refuseTunnel)
  server.on('newListener', (event: string | symbol, listener: (...args: unknown[]) => void) => {
    const own = event === 'upgrade' ? refuseUpgrade : event === 'connect' ? refuseTunnel : null
    // Added after this event: taken off in the same turn, before the next connection's data is read.
    if (own && listener !== own) process.nextTick(() => server.removeListener(event, listener))
  })
}
