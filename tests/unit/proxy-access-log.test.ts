import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/bench-support'
import { hasNginx, prepareProxyFolder, shippedProxyConfig } from '../support/shippedProxy'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

/**
 * The shipped nginx configuration, run as it is in front of a stand-in app: its access log keeps no query string
 * of the back office (`/admin`) and Payload's API (`/cms-api`), nor of a referrer, so what a browser or a script
 * puts in those addresses (a reply's text, a search) never lands in a log file.
 */
const SECRET = 'Vertraulicher-Antworttext-4711'

describe.skipIf(!hasNginx())('the shipped proxy’s access log', () => {
  let dir = ''
  let app: http.Server
  let nginx: ChildProcess
  let port = 0

  /** A GET over TLS to the proxy (its certificate is the run's own, self-signed). */
  function get(url: string, headers: Record<string, string> = {}): Promise<number> {
    return new Promise((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port, path: url, headers, rejectUnauthorized: false }, (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
        })
        .on('error', reject)
    })
  }

  beforeAll(async () => {
    app = http.createServer((_request, response) => response.end('ok')).listen(0, '127.0.0.1')
    await new Promise((resolve) => app.once('listening', resolve))
    const ports = {
      app: (app.address() as AddressInfo).port,
      http: await freePort(),
      https: await freePort(),
    }
    dir = prepareProxyFolder()
    const config = path.join(dir, 'nginx.conf')
    fs.writeFileSync(config, shippedProxyConfig(dir, ports))
    execFileSync('nginx', ['-t', '-q', '-c', config], { stdio: 'inherit' })
    nginx = spawn('nginx', ['-c', config], { stdio: ['ignore', 'ignore', 'inherit'], detached: true })
    port = ports.https
    // nginx answers once it listens.
    for (let tries = 0; tries < 100; tries++) {
      if (
        await get('/api/health').then(
          () => true,
          () => false,
        )
      )
        break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })

  afterAll(() => {
    try {
      if (nginx?.pid) process.kill(-nginx.pid, 'SIGTERM')
    } catch {}
    app?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('logs /admin and /cms-api by their path alone, a referrer without its query, other pages as asked', async () => {
    const referer = `https://www.sekundenwerk.example/admin/collections/whistleblower-reports/7?message=${SECRET}-ref`
    const asked = [
      `/admin/collections/whistleblower-reports/7?message=${SECRET}&files=Beleg.pdf`,
      `/admin?search=${SECRET}`,
      `/cms-api/whistleblower-reports?where[subject][like]=${SECRET}`,
      `/cms-api/media/file/bild.jpg?size=${SECRET}`,
      '/aktuelles?seite=2',
      `/administration?keep=1`,
    ]
    for (const url of asked) expect(await get(url, { referer }), url).toBe(200)
    // A graceful stop writes the buffered log (64 kB or 5 s) before nginx ends.
    process.kill(-nginx.pid!, 'SIGQUIT')
    await new Promise((resolve) => nginx.once('exit', resolve))
    const log = fs.readFileSync(path.join(dir, 'sekundenwerk.access.log'), 'utf8')

    expect(log).not.toContain(SECRET)
    const requests = [...log.matchAll(/"GET (\S+) HTTP\/1\.1"/g)].map(([, url]) => url)
    expect(requests).toEqual([
      '/admin/collections/whistleblower-reports/7',
      '/admin',
      '/cms-api/whistleblower-reports',
      '/cms-api/media/file/bild.jpg',
      '/aktuelles?seite=2',
      '/administration?keep=1',
    ])
    expect(log).toContain('"https://www.sekundenwerk.example/admin/collections/whistleblower-reports/7"')
  })
})
