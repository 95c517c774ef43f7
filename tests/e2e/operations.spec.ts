import crypto from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'
import { expect, test } from './fixtures'

test('GET /api/health answers 200 from the database: undelivered mail counted, never cached', async ({
  request,
}) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  const body = await response.json()
  expect(body).toMatchObject({ ok: true, database: 'sqlite' })
  expect(Number.isInteger(body.undeliveredMail.count)).toBe(true)
  expect(body.undeliveredMail.count).toBeGreaterThanOrEqual(0)
  // Without SMTP_URL nothing is delivered: an enquiry stored by another test shows here with its age.
  if (body.undeliveredMail.count > 0) expect(body.undeliveredMail.oldestAgeSeconds).toBeGreaterThanOrEqual(0)
  else expect(body.undeliveredMail.oldestAgeSeconds).toBeNull()
})

/** GET `url` over `agent`: the status, the Keep-Alive header, and whether an open connection was reused. */
function getOver(agent: http.Agent, url: URL) {
  return new Promise<{ status?: number; keepAlive?: string; reused: boolean }>((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          keepAlive: response.headers['keep-alive']?.toString(),
          reused: request.reusedSocket,
        }),
      )
    })
    request.on('error', reject)
  })
}

test("an idle kept-alive connection outlives nginx's 60 s: the proxy never reuses one the app has closed", async ({
  baseURL,
}) => {
  test.skip(!baseURL?.startsWith('http:'), 'needs the app itself, not a proxy in front')
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const url = new URL('/api/health', baseURL)
    const first = await getOver(agent, url)
    expect(first.status).toBe(200)
    expect(first.keepAlive).toBe('timeout=65')
    // Node's default closed an idle connection after 5 s.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    const second = await getOver(agent, url)
    expect(second.status).toBe(200)
    expect(second.reused, 'the same connection, still open after 6 s').toBe(true)
  } finally {
    agent.destroy()
  }
})

test('no header or page reflects X-Forwarded-Host or Host: absolute URLs come from SITE_URL', async ({
  request,
}) => {
  for (const path of ['/kontakt', '/en/kontakt', '/']) {
    const response = await request.get(path, {
      headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    })
    expect(response.status(), path).toBe(200)
    for (const [name, value] of Object.entries(response.headers()))
      expect(value, `${path} ${name}`).not.toContain('evil.example')
    expect(await response.text(), path).not.toContain('evil.example')
  }
})

/** The policy's directives, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

test('security headers on pages, API answers and files; the page policy allows exactly its inline scripts', async ({
  request,
}) => {
  for (const path of ['/', '/en/aktuelles/news', '/api/jobs', '/favicon.svg', '/cms-api/news?limit=1']) {
    const headers = (await request.get(path)).headers()
    const policy = directives(headers['content-security-policy'])
    expect(policy['script-src'], path).not.toContain("'unsafe-inline'")
    expect(policy['script-src'], path).not.toContain("'unsafe-eval'")
    expect(policy['object-src'], path).toEqual(["'none'"])
    expect(policy['base-uri'], path).toEqual(["'none'"])
    expect(policy['frame-ancestors'], path).toEqual(["'self'"])
    expect(policy['form-action'], path).toEqual(["'self'"])
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    // SITE_URL is http here: no HSTS, which would pin a plain-HTTP test host to HTTPS.
    expect(headers['strict-transport-security'], path).toBeUndefined()
  }

  const page = await request.get('/kontakt')
  const html = await page.text()
  // Scripts a browser runs; JSON-LD blocks are data, never run, so the policy names no hash for them.
  const inline = [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(([, body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`)
  expect(inline.length).toBeGreaterThan(0)
  expect(directives(page.headers()['content-security-policy'])['script-src'].sort()).toEqual(
    ["'self'", ...new Set(inline)].sort(),
  )
})

test('the opener policy isolates the back office, the APIs and the confidential pages, not the reading pages', async ({
  request,
}) => {
  const [job] = (await (await request.get('/api/jobs')).json()) as { id: number; url: string }[]
  const isolated = [
    '/admin',
    '/api/jobs',
    '/cms-api/news?limit=1',
    '/hinweisgeberschutz',
    '/en/hinweisgeberschutz/meldung',
    `/karriere/${job.id}/${job.url}/bewerbung`,
    '/en/karriere/initiativbewerbung',
    '/karriere/meine-bewerbung',
  ]
  for (const path of isolated)
    expect((await request.get(path)).headers()['cross-origin-opener-policy'], path).toBe('same-origin')
  for (const path of ['/', '/en/kontakt', `/karriere/${job.id}/${job.url}`, '/suche?q=funk', '/favicon.svg'])
    expect((await request.get(path)).headers()['cross-origin-opener-policy'], path).toBeUndefined()
})

test("the build's scripts and styles carry the headers a browser applies to them, and a policy that runs nothing", async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const files = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map(
    ([, path]) => path,
  )
  expect(files.some((path) => path.endsWith('.js'))).toBe(true)
  expect(files.some((path) => path.endsWith('.css'))).toBe(true)
  for (const path of new Set(files)) {
    const headers = (await request.get(path)).headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(directives(headers['content-security-policy'])['default-src'], path).toEqual(["'none'"])
    expect(directives(headers['content-security-policy'])['frame-ancestors'], path).toEqual(["'none'"])
    // Rules for documents only: on each script they were 0.6 kB of the page's transfer.
    expect(headers['permissions-policy'], path).toBeUndefined()
    expect(headers['x-frame-options'], path).toBeUndefined()
    expect(headers['cross-origin-opener-policy'], path).toBeUndefined()
  }
})

test("the build's scripts and styles go to a browser with Brotli as the build's copies, smaller than compressed on the fly", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text()
  // Every script the page names, those its loader starts after the first paint too (src/server/scriptsAfterPaint.ts).
  const files = new Set([...html.matchAll(/\/_next\/static\/[\w/.-]+?\.(?:js|css)\b/g)].map(([path]) => path))
  let sent = 0
  let onTheFly = 0
  for (const path of files) {
    const plain = Buffer.from(
      await (await fetch(`${baseURL}${path}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer(),
    )
    const compressed = await fetch(`${baseURL}${path}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    })
    expect(compressed.headers.get('content-encoding'), path).toBe('br')
    expect(compressed.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable')
    // fetch decodes it: the same bytes as sent uncompressed.
    expect(Buffer.from(await compressed.arrayBuffer()).equals(plain), path).toBe(true)
    // A length known before the body: a copy written at the build, not compressed while sent.
    const length = Number(compressed.headers.get('content-length'))
    expect(length, path).toBeGreaterThan(0)
    sent += length
    onTheFly += zlib.brotliCompressSync(plain, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    }).length
  }
  expect(files.size).toBeGreaterThan(3)
  // The compression's own quality 4 (what the `compression` package uses per request) is about 14 % larger.
  expect(sent).toBeLessThan(onTheFly * 0.95)
})

test('files from /cms-api: missing ones 404, HEAD works, traversal refused, no 5xx and no internal URL for bad input', async ({
  request,
}) => {
  // The oldest, the sample content's: the newest may be another test's, deleted meanwhile.
  const { docs } = await (await request.get('/cms-api/media?limit=1&depth=0&sort=id')).json()
  const file = docs[0].url as string
  const head = await request.head(file)
  expect(head.status()).toBe(200)
  expect(head.headers()['content-type']).toMatch(/^image\//)
  expect(await head.body()).toHaveLength(0)

  for (const path of [
    '/cms-api/media/file/does-not-exist.webp',
    '/cms-api/documents/file/does-not-exist.pdf',
  ])
    for (const method of ['get', 'head'] as const)
      expect((await request[method](path)).status(), path).toBe(404)
  for (const path of [
    '/cms-api/media/file/..%2f..%2fsite.db',
    '/cms-api/media/file/%2e%2e%2f.payload-secret',
  ])
    expect((await request.get(path)).status(), path).toBeGreaterThanOrEqual(400)

  const unserved = await request.get('/cms-api/payload-migrations')
  expect(unserved.status()).toBe(404)
  expect(await unserved.text()).not.toMatch(/https?:\/\//)

  for (const path of [
    '/cms-api/news/abc',
    '/cms-api/news?where=abc',
    '/cms-api/media/file/%00',
    '/cms-api/media/file/',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBeGreaterThanOrEqual(400)
    expect(response.status(), path).toBeLessThan(500)
  }
  // An unknown field to select is left out, not an error.
  expect((await request.get('/cms-api/news?select[nope]=true')).status()).toBe(200)
})
