import { expect, test, type APIRequestContext } from '@playwright/test'
import { ADMIN, token } from './office'
import { postJson } from './rawHttp'
import { logMark, serverLogAvailable, settle, stackTraceIn } from './serverLog'

/**
 * What a stranger can do to staff sign-in, against the production build: not keep a member out, not learn
 * who has an account, not fill the log. Each client is a loopback address of its own (127.0.x.y).
 */

const PASSWORD = 'Eigenes-Passwort-E2E-2026'

/** A new editor's account, made by the admin. */
async function newAccount(request: APIRequestContext, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@sekundenwerk.example`
  // The admin signs in from other tests too; a session lost to a parallel sign-in is retried.
  await expect(async () => {
    const created = await request.post('/cms-api/users', {
      headers: { Authorization: `JWT ${await token(request, ADMIN)}` },
      data: { email, password: PASSWORD, roles: ['editor'] },
    })
    expect(created.status()).toBe(201)
  }).toPass({ timeout: 20_000 })
  return email
}

/** A loopback address of its own for each test and client, so that tests never share a client's limit. */
const address = (test: number, client: number) => `127.0.${test}.${client}`

const signIn = (baseURL: string, email: string, password: string, from: string, cookie?: string) =>
  postJson(baseURL, '/cms-api/users/login', { email, password }, from, cookie ? { cookie } : {})

/** The cookie a successful sign-in set for this browser, as the browser sends it back. */
const cookiesOf = (setCookie: string[] | undefined) =>
  (setCookie ?? []).map((cookie) => cookie.split(';')[0]).join('; ')

test('a stranger guessing from many addresses cannot keep a member out; the guessing stays bounded', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const email = await newAccount(request, 'ausgesperrt')
  const owner = await signIn(baseURL!, email, PASSWORD, address(21, 1))
  expect(owner.status).toBe(200)
  const browser = cookiesOf(owner.headers['set-cookie'])

  // 6 addresses × 5 wrong passwords: the account's limit over all addresses is used up.
  const statuses: number[] = []
  for (let client = 10; client < 16; client++) {
    for (let guess = 0; guess < 5; guess++)
      statuses.push(
        (await signIn(baseURL!, email, `Falsch-${client}-${guess}-2026`, address(21, client))).status,
      )
  }
  expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0)
  // One more guess from yet another address is refused: the stranger's guessing is bounded per account.
  expect((await signIn(baseURL!, email, 'Noch-ein-Versuch-2026', address(21, 16))).status).toBe(429)
  // The member, from the browser they signed in with before, at another address again, is let in.
  const back = await signIn(baseURL!, email, PASSWORD, address(21, 7), browser)
  expect(back.status).toBe(200)
})

test('“forgot password” answers a known and an unknown e-mail alike, in the same time', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const known = [await newAccount(request, 'vergessen'), await newAccount(request, 'vergessen')]
  const unknown = known.map((email) => email.replace('vergessen', 'niemand'))
  const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
  const bodies = new Set<string>()
  for (let round = 0; round < known.length; round++) {
    for (const [kind, email] of [
      ['unknown', unknown[round]],
      ['known', known[round]],
    ] as const) {
      const response = await postJson(baseURL!, '/cms-api/users/forgot-password', { email }, address(22, 1))
      expect(response.status, email).toBe(200)
      bodies.add(response.body)
      times[kind].push(response.ms)
    }
  }
  expect(bodies.size).toBe(1)
  const slowest = (list: number[]) => Math.max(...list)
  console.log(
    `forgot password: known ${times.known.map(Math.round)} ms, unknown ${times.unknown.map(Math.round)} ms`,
  )
  // Before: known 213–369 ms, unknown 18–28 ms. The answer no longer waits for the work on a known account.
  expect(slowest(times.known)).toBeLessThan(slowest(times.unknown) + 60)
})

test('a failed sign-in logs one line without the e-mail or a stack trace; a flood of them stays short', async ({
  baseURL,
}) => {
  test.skip(!serverLogAvailable, 'needs the log of the server started by the tests')
  const email = `log-${Date.now()}@sekundenwerk.example`
  const one = logMark()
  expect((await signIn(baseURL!, email, 'Falsches-Passwort-2026', address(23, 1))).status).toBe(401)
  await settle()
  const logged = one.since()
  expect(logged).not.toContain(email)
  expect(stackTraceIn(logged)).toBeNull()
  // One line at most: none once this minute's lines are used up (other tests fail sign-ins too).
  expect(logged.split('\n').filter((line) => /sign-in/i.test(line)).length).toBeLessThanOrEqual(1)

  const flood = logMark()
  const emails = Array.from({ length: 40 }, (_, i) => `flut-${i}-${Date.now()}@sekundenwerk.example`)
  for (let i = 0; i < emails.length; i++)
    await signIn(baseURL!, emails[i], 'Falsches-Passwort-2026', address(23, 10 + (i % 8)))
  await settle()
  const flooded = flood.since()
  expect(stackTraceIn(flooded)).toBeNull()
  for (const address of emails) expect(flooded).not.toContain(address)
  // Ten lines a minute at most (src/lib/auth/signInLog.ts); the flood may span the turn of a minute.
  expect(flooded.split('\n').filter((line) => /sign-in/i.test(line)).length).toBeLessThanOrEqual(21)
})
