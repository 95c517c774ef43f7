import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refuseUpgradesAndTunnels } from '@/server/upgrades'

/** What came back on a fresh connection until the server closed it (or 5 s passed: `closed` false). */
function exchange(port: number, bytes: string): Promise<{ received: string; closed: boolean; ms: number }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = ''
    const timer = setTimeout(() => (socket.destroy(), resolve({ received, closed: false, ms: 5000 })), 5000)
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ received, closed: true, ms: performance.now() - started })
    })
    socket.write(bytes)
  })
}

describe('protocol switches and tunnels', () => {
  let server: http.Server
  let port: number
  let nextUpgrades = 0
  beforeAll(async () => {
    // The site itself would answer these as pages, or not at all.
    server = http.createServer((_req, res) => {
      // As Next.js's custom server does on its first request: a listener of its own for upgrades.
      if (server.listenerCount('upgrade') < 2) server.on('upgrade', () => nextUpgrades++)
      res.end('page')
    })
    refuseUpgradesAndTunnels(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it.each([
    [
      'a WebSocket',
      'GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    ],
    [
      'h2c',
      'GET /kontakt HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n',
    ],
    [
      'with a body',
      'POST /api/EmailSend HTTP/1.1\r\nHost: x\r\nConnection: upgrade\r\nUpgrade: foo\r\nContent-Length: 5\r\n\r\nhello',
    ],
  ])('an Upgrade (%s) is refused with 400 at once, and the connection closed', async (_name, bytes) => {
    const { received, closed, ms } = await exchange(port, bytes)
    expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(received).toMatch(/\r\nConnection: close\r\n/)
    expect(closed).toBe(true)
    expect(ms).toBeLessThan(3000)
  })

  it('a CONNECT is refused with 405 at once, and the connection closed', async () => {
    const { received, closed } = await exchange(
      port,
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    )
    expect(received).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/)
    expect(received).toMatch(/\r\nAllow: GET, HEAD\r\n/)
    expect(closed).toBe(true)
  })

  it('an ordinary request is the site’s; an upgrade listener Next.js adds on it never hears an Upgrade', async () => {
    const { received } = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\npage$/)
    const { received: refused } = await exchange(
      port,
      'GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    )
    expect(refused).toMatch(/^HTTP\/1\.1 400 /)
    expect(nextUpgrades).toBe(0)
    expect(server.listenerCount('upgrade')).toBe(1)
  })
})
