import { expect, test, type APIRequestContext } from '@playwright/test'
import { token } from './office'
import { ACCOUNTS_ADMIN } from './officeLead'
import { postJson } from './rawHttp'
import { logMark, serverLogAvailable, settle, stackTraceIn } from './serverLog'

/**
 * What a stranger can do to staff sign-in, against the production build: not keep a member out, not learn
 * who has an account, not fill the log. Each client is a loopback address of its own (127.0.x.y).
 */

const PASSWORD = 'Eigenes-Passwort-E2E-2026'

// One after the other: the timing of "forgot password" must not share the server with the guessing's hashes.
test.describe.configure({ mode: 'serial' })

type Admin = (renew: boolean) => Promise<Record<string, string>>

/**
 * The authorization of the administrator for accounts (not the one of the admin tests' browser sessions) for
 * one test: one sign-in, renewed only when a parallel sign-in ended its session.
 */
function adminOf(request: APIRequestContext): Admin {
  let jwt: string | undefined
  return async (renew) => {
    if (!jwt || renew) jwt = await token(request, ACCOUNTS_ADMIN)
    return { Authorization: `JWT ${jwt}` }
  }
}

/** Runs `act` with the admin's authorization, signing in again on a retry. */
async function asAdmin(admin: Admin, act: (headers: Record<string, string>) => Promise<void>) {
  let tries = 0
  await expect(async () => act(await admin(tries++ > 0))).toPass({ timeout: 60_000 })
}

/** New editors' accounts, made by the admin (an account made in an earlier try is a 400: its e-mail is taken). */
async function newAccounts(request: APIRequestContext, admin: Admin, label: string, count = 1) {
  const emails = Array.from(
    { length: count },
    (_, i) => `${label}-${i}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@sekundenwerk.example`,
  )
  await asAdmin(admin, async (headers) => {
    for (const email of emails) {
      const created = await request.post('/cms-api/users', {
        headers,
        data: { email, password: PASSWORD, roles: ['editor'] },
      })
      expect([201, 400]).toContain(created.status())
    }
  })
  return emails
}

/** Deletes the accounts a test made: the admin's list of accounts stays as other tests expect it. */
async function removeAccounts(request: APIRequestContext, admin: Admin, emails: string[]) {
  await asAdmin(admin, async (headers) => {
    const query = new URLSearchParams({ 'where[email][in]': emails.join(','), limit: '100' })
    const { docs } = await (await request.get(`/cms-api/users?${query}`, { headers })).json()
    for (const { id } of docs as { id: number }[])
      expect((await request.delete(`/cms-api/users/${id}`, { headers })).status()).toBe(200)
  })
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
  // Each sign-in hashes a password (600,000 rounds): on a busy machine the 33 of this test take a while.
  test.setTimeout(180_000)
  const admin = adminOf(request)
  const [email] = await newAccounts(request, admin, 'ausgesperrt')
  const owner = await signIn(baseURL!, email, PASSWORD, address(21, 1))
  expect(owner.status).toBe(200)
  const browser = cookiesOf(owner.headers['set-cookie'])

  // 6 addresses × 5 wrong passwords: the account's limit over all addresses is used up.
  const clients = [10, 11, 12, 13, 14, 15]
  const statuses = (
    await Promise.all(
      clients.map(async (client) => {
        const answers: number[] = []
        for (let guess = 0; guess < 5; guess++)
          answers.push(
            (await signIn(baseURL!, email, `Falsch-${client}-${guess}-2026`, address(21, client))).status,
          )
        return answers
      }),
    )
  ).flat()
  expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0)
  // One more guess from yet another address is refused: the stranger's guessing is bounded per account.
  expect((await signIn(baseURL!, email, 'Noch-ein-Versuch-2026', address(21, 16))).status).toBe(429)
  // The member, from the browser they signed in with before, at another address again, is let in.
  const back = await signIn(baseURL!, email, PASSWORD, address(21, 7), browser)
  expect(back.status).toBe(200)
  await removeAccounts(request, admin, [email])
})

test('“forgot password” answers a known and an unknown e-mail alike, in the same time', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const ROUNDS = 8
  // Each known e-mail once: Payload does the work for an account at most every 15 seconds.
  const admin = adminOf(request)
  const known = await newAccounts(request, admin, 'vergessen', ROUNDS)
  const unknown = known.map((email) => email.replace('vergessen', 'niemand'))
  const ask = (email: string) =>
    postJson(baseURL!, '/cms-api/users/forgot-password', { email }, address(22, 1))
  await ask(unknown[0])
  const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
  const bodies = new Set<string>()
  for (let round = 0; round < ROUNDS; round++) {
    // Alternately first, so that neither kind always follows the other's work.
    const pair = [['known', known[round]] as const, ['unknown', unknown[round]] as const]
    for (const [kind, email] of round % 2 ? pair.reverse() : pair) {
      const response = await ask(email)
      expect(response.status, email).toBe(200)
      bodies.add(response.body)
      times[kind].push(response.ms)
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
  expect(bodies.size).toBe(1)
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
  console.log(
    `forgot password: known ${times.known.map(Math.round)} ms, unknown ${times.unknown.map(Math.round)} ms`,
  )
  // Before: a known e-mail took 20 ms longer here (with a mail server, 200–350 ms): the answer waited for
  // the token to be saved and the mail sent.
  expect(median(times.known) - median(times.unknown)).toBeLessThan(10)
  // The work after the answers is done before the accounts go.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  await removeAccounts(request, admin, known)
})

test('a failed sign-in logs one line without the e-mail or a stack trace; a flood of them stays short', async ({
  baseURL,
}) => {
  test.skip(!serverLogAvailable, 'needs the log of the server started by the tests')
  test.setTimeout(120_000)
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
  // More than twice the lines a minute may hold, from eight addresses at once.
  const emails = Array.from({ length: 32 }, (_, i) => `flut-${i}-${Date.now()}@sekundenwerk.example`)
  await Promise.all(
    Array.from({ length: 8 }, async (_, lane) => {
      for (let i = lane; i < emails.length; i += 8)
        await signIn(baseURL!, emails[i], 'Falsches-Passwort-2026', address(23, 10 + lane))
    }),
  )
  await settle()
  const flooded = flood.since()
  expect(stackTraceIn(flooded)).toBeNull()
  for (const address of emails) expect(flooded).not.toContain(address)
  // Ten lines a minute at most (src/lib/auth/signInLog.ts); the flood may span the turn of a minute.
  expect(flooded.split('\n').filter((line) => /sign-in/i.test(line)).length).toBeLessThanOrEqual(21)
})
