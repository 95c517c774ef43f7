import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '@/lib/clientAddress'
import { ASSET_CONTENT_SECURITY_POLICY } from '@/lib/securityHeaders'
import { acceptsBrotli } from '@/server/compressedBuildFiles'
import { createRequestListener } from '@/server/requestListener'
import { folderMedia } from '@/server/folderMedia'
import { compressBuildFiles } from '../../scripts/compress-build-files.mjs'

const SCRIPT = `self.chunk=function(){${'return "Leitstelle";'.repeat(400)}}`
const STYLES = `.a{color:red}${'.b{margin:0}'.repeat(300)}`

/** Raw bytes and headers, without fetch's own decoding. */
function get(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      request.on('error', reject)
      request.end()
    },
  )
}

describe("the build's scripts and stylesheets, sent as their Brotli copies", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-dist-'))
  const nextSaw: string[] = []
  let server: http.Server
  let base = ''

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
    fs.mkdirSync(path.join(dist, 'static', 'media'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'app.js'), SCRIPT)
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'site.css'), STYLES)
    fs.writeFileSync(path.join(dist, 'static', 'media', 'font.woff2'), 'wOF2')
    const written = await compressBuildFiles(dist)
    expect(written.files).toBe(2)
    expect(written.after).toBeLessThan(written.before / 10)
    server = http.createServer(
      createRequestListener(
        (req, res) => {
          nextSaw.push(req.url!)
          res.setHeader('Content-Type', 'application/javascript')
          res.end('from Next.js')
        },
        {
          https: false,
          map: { kind: 'leaflet', tileUrl: 'http://127.0.0.1:1/{z}/{x}/{y}.png', attribution: '' },
          media: folderMedia('/nonexistent'),
          trustedProxies: parseTrustedProxies(undefined),
          buildDir: dist,
        },
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('writes a copy beside each script and stylesheet only, which decodes to the same bytes', () => {
    const copies = fs
      .readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.br'))
    expect(copies.sort()).toEqual(
      [path.join('chunks', 'app.js.br'), path.join('chunks', 'site.css.br')].map((name) =>
        path.join('static', name),
      ),
    )
    const copy = fs.readFileSync(path.join(dist, 'static', 'chunks', 'app.js.br'))
    expect(zlib.brotliDecompressSync(copy).toString()).toBe(SCRIPT)
  })

  it('sends the copy to a browser that accepts Brotli, with the headers of a build file', async () => {
    nextSaw.length = 0
    const answer = await get(`${base}/_next/static/chunks/app.js`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['content-security-policy']).toBe(ASSET_CONTENT_SECURITY_POLICY)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT)
    const styles = await get(`${base}/_next/static/chunks/site.css`, { 'accept-encoding': 'br' })
    expect(styles.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(zlib.brotliDecompressSync(styles.body).toString()).toBe(STYLES)
    expect(nextSaw).toEqual([])
  })

  it('answers a repeated request with 304 and a HEAD with the headers alone', async () => {
    const first = await get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'br' })
    const again = await get(`${base}/_next/static/chunks/app.js`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const head = await get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('leaves to Next.js a browser without Brotli, files without a copy and addresses that are no such file', async () => {
    nextSaw.length = 0
    await get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'gzip' })
    await get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'gzip, br;q=0' })
    await get(`${base}/_next/static/media/font.woff2`, { 'accept-encoding': 'br' })
    await get(`${base}/_next/static/chunks/../chunks/app.js.br`, { 'accept-encoding': 'br' })
    await get(`${base}/_next/static/chunks/missing.js`, { 'accept-encoding': 'br' })
    expect(nextSaw).toEqual([
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/app.js',
      '/_next/static/media/font.woff2',
      '/_next/static/chunks/app.js.br',
      '/_next/static/chunks/missing.js',
    ])
  })

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsBrotli('gzip, deflate, br')).toBe(true)
    expect(acceptsBrotli('BR;q=0.5')).toBe(true)
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip, brotli')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})
