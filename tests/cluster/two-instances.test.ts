import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { company as sampleCompany } from '@/seed/content/company'
import { fetchSolvedHumanCheck } from '../support/humanCheck'
import { Inbox } from '../support/inbox'

/**
 * Two production instances of the site on one Postgres database, as docs/operations.md "Scaling out" runs them: an edit
 * on one shows on the other within 5 s (pages and API) and so does a publication and its withdrawal in the other's
 * search, a form post on one is delivered once, and the form rate limit counts across both. Runs after the browser tests (scripts/test.sh), on their build, inside
 * scripts/with-postgres.sh; each instance gets a copy of the build folder, as on a machine of its own.
 */
const BUILD = '.next-e2e'
const ready =
  process.env.DATABASE_URL?.startsWith('postgres') && fs.existsSync(path.join(BUILD, 'site-server.mjs'))
const PROPAGATION_LIMIT_MS = 5000
const ADMIN = { email: 'cluster@sekundenwerk.example', password: 'Cluster-Verwaltung-2026' }

type Instance = { url: string; process: ChildProcess; dist: string; log: string[] }

describe.skipIf(!ready)('two instances on one Postgres', () => {
  const inbox = new Inbox()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-cluster-'))
  const instances: Instance[] = []
  let env: NodeJS.ProcessEnv
  let token = ''

  beforeAll(async () => {
    await inbox.start()
    const [portA, portB] = [await freePort(), await freePort()]
    env = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // The public address both serve under (behind the proxy); each listens on a port of its own.
      SITE_URL: `http://localhost:${portA}`,
      PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      SEED_SAMPLE_CONTENT: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_RATE_LIMIT_PER_MINUTE: '3',
      FORM_RATE_LIMIT_PER_HOUR: '100',
    }
    const setup = spawnSync('npx', ['tsx', 'scripts/setup-data-cli.ts'], { env, encoding: 'utf8' })
    expect(setup.status, setup.stderr + setup.stdout).toBe(0)
    for (const [name, port] of [
      ['a', portA],
      ['b', portB],
    ] as const)
      instances.push(startInstance(name, port, env))
    await Promise.all(instances.map(waitUntilHealthy))
    const login = await fetch(`${instances[0].url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)
    token = (await login.json()).token
  }, 240_000)

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance))
    await inbox.stop().catch(() => undefined)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('an edit on one instance shows on the other within 5 s, on its pages and in its API', async () => {
    const [a, b] = instances
    const title = `Zwei Instanzen ${Date.now()}`
    // B has the list cached (page and data) before the edit.
    expect(await page(b)).not.toContain(title)
    expect(await page(b)).not.toContain(title)
    expect(await newsApi(b)).not.toContain(title)
    expect(await newsApi(b)).not.toContain(title)

    const created = await editor(`${a.url}/cms-api/news`, 'POST', {
      title,
      date: new Date().toISOString(),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(await secondsUntil(b, title)).toBeLessThan(PROPAGATION_LIMIT_MS)

    const edited = await editor(`${a.url}/cms-api/news/${doc.id}`, 'PATCH', { title: `${title} geändert` })
    expect(edited.status).toBe(200)
    expect(await secondsUntil(b, `${title} geändert`)).toBeLessThan(PROPAGATION_LIMIT_MS)
  })

  it('a record published on one instance is found by the search of the other within 5 s, and gone when unpublished', async () => {
    const [a, b] = instances
    // One word no other record holds.
    const word = `Quokka${Date.now()}`
    // B has built its index before the publication: what is measured is its freshness, not a first reading.
    expect(await searchTitles(b, word)).toEqual([])

    const created = await editor(`${a.url}/cms-api/news`, 'POST', {
      title: `Suche auf zwei Instanzen ${word}`,
      date: new Date().toISOString(),
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(await msUntilSearch(b, word, true)).toBeLessThan(PROPAGATION_LIMIT_MS)

    const unpublished = await editor(`${a.url}/cms-api/news/${doc.id}`, 'PATCH', { _status: 'draft' })
    expect(unpublished.status).toBe(200)
    expect(await msUntilSearch(b, word, false)).toBeLessThan(PROPAGATION_LIMIT_MS)
  })

  it('a contact form sent to one instance is mailed once, though both run the mail worker', async () => {
    const [a] = instances
    // The database holds no sample content: the company's data (with the enquiries' inbox) first.
    const company = await editor(`${a.url}/cms-api/globals/company`, 'POST', sampleCompany)
    expect(company.status, await company.text()).toBe(200)
    const response = await fetch(`${a.url}/api/EmailSend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Jana Ölbaum',
        email: 'jana.oelbaum@example.org',
        firm_name: 'Leitstelle Nord',
        tel: '+49 40 555 0100',
        subject: 'Zwei Instanzen',
        topic: 'offer',
        message: 'Bitte einmal zustellen.',
        gRecaptchaResponse: await fetchSolvedHumanCheck(a.url, 'contact'),
      }),
    })
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(201)
    const { id } = body
    const ours = () => inbox.mails.filter((mail) => mail.messageId.startsWith(`<contact-${id}@`))
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(1)
    // Both workers have passed over the queue again by now (MAIL_RETRY.pollMs); still one mail.
    await new Promise((resolve) => setTimeout(resolve, 6000))
    expect(ours()).toHaveLength(1)
  })

  it('the form rate limit counts a client’s posts on both instances together', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${instances[i % 2].url}/api/EmailHinweisgeberschutzSend`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      statuses.push(response.status)
    }
    // Three a minute (FORM_RATE_LIMIT_PER_MINUTE): two on each instance would all pass if each counted alone.
    expect(statuses).toEqual([400, 400, 400, 429])
  })

  function editor(url: string, method: string, body: unknown): Promise<Response> {
    return fetch(url, {
      method,
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify(body),
    })
  }
})

/** The news list page of `instance`, as HTML. */
async function page(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.url}/aktuelles/news`)
  expect(response.status).toBe(200)
  return response.text()
}

/** The news list of the public API of `instance`, as JSON text. */
async function newsApi(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.url}/api/NewsSelectGridPublic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lang: 'de' }),
  })
  expect(response.status).toBe(200)
  return response.text()
}

/** Milliseconds until both the news page and the news API of `instance` show `text` (polled every 100 ms). */
async function secondsUntil(instance: Instance, text: string): Promise<number> {
  const start = Date.now()
  while (Date.now() - start < 2 * PROPAGATION_LIMIT_MS) {
    if ((await page(instance)).includes(text) && (await newsApi(instance)).includes(text)) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const elapsed = Date.now() - start
  console.log(`[cluster] "${text}" on the other instance after ${elapsed} ms`)
  return elapsed
}

/** The titles GET /api/search of `instance` finds for `query` in German. */
async function searchTitles(instance: Instance, query: string): Promise<string[]> {
  const response = await fetch(`${instance.url}/api/search?${new URLSearchParams({ q: query, lang: 'de' })}`)
  expect(response.status).toBe(200)
  return (await response.json()).results.map((result: { title: string }) => result.title)
}

/**
 * Milliseconds until the search of `instance` finds `word` (`found`) or no longer does (polled every 200 ms,
 * well within the search's rate limit).
 */
async function msUntilSearch(instance: Instance, word: string, found: boolean): Promise<number> {
  const start = Date.now()
  while (Date.now() - start < 2 * PROPAGATION_LIMIT_MS) {
    if ((await searchTitles(instance, word)).some((title) => title.includes(word)) === found) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const elapsed = Date.now() - start
  console.log(`[cluster] search ${found ? 'found' : 'no longer found'} "${word}" after ${elapsed} ms`)
  return elapsed
}

function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): Instance {
  const dist = `${BUILD}-cluster-${name}`
  fs.rmSync(dist, { recursive: true, force: true })
  // Next's build cache (cache/) is no part of a deployment.
  fs.cpSync(BUILD, dist, { recursive: true, filter: (source) => source !== path.join(BUILD, 'cache') })
  const child = spawn(process.execPath, [path.join(dist, 'site-server.mjs')], {
    env: { ...env, NEXT_DIST_DIR: dist, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()))
  return { url: `http://localhost:${port}`, process: child, dist, log }
}

async function waitUntilHealthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) throw new Error(`instance stopped:\n${instance.log.join('')}`)
    const status = await fetch(`${instance.url}/api/health`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`instance not healthy:\n${instance.log.join('')}`)
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode === null) {
    const exited = new Promise((resolve) => instance.process.once('exit', resolve))
    instance.process.kill('SIGTERM')
    await exited
  }
  fs.rmSync(instance.dist, { recursive: true, force: true })
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
