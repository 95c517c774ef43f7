import crypto from 'node:crypto'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as challengeRoute } from '@/app/api/captcha/challenge/route'
import { POST as apply } from '@/app/api/applications/route'
import { POST as reportRoute } from '@/app/api/EmailHinweisgeberschutzSend/route'
import { keyRows } from '@/data/sealed/deskVault'
import { openRecoveryWrap } from '@/lib/sealed/deskKeys'
import { deskNamed, DESKS } from '@/lib/sealed/desks'
import { parseRecoveryKey } from '@/lib/sealed/keyWrap'
import { recoveryKeyToShow } from '@/lib/sealed/memberKeyring'
import { solveHumanCheck } from '../support/humanCheck'
import { attach, field, multipart, type Part } from '../support/multipart'
import { get, payload } from './helpers'
import {
  deleteAccounts,
  deskMember,
  grant,
  OFFICE_PASSWORD,
  renewRecoveryKey,
  signIn,
  staffAccount,
  usersEndpoint,
  type Session,
} from './office'

/**
 * Who can read a confidential desk's records and files after every way staff can change an account (issue
 * 51): the accounts {admin, second admin, editor, office ×2, HR ×2} × the actions {reset password, change
 * e-mail, change roles, switch off the second factor, delete the account, forgot-password}, each done to each
 * account by an administrator (the other one, where the target is an administrator). After each step a new
 * report and a new application arrive, each with a file, and every account tries to read the old and the new
 * ones and download their files: exactly the desk's admitted members read, never the account just changed, not
 * even with its desk's role forced into the database. The desk's offline recovery key opens every record after
 * each step. Then the account is brought back through the desk's own way in (its own password, a member's grant).
 */

type Account = 'admin' | 'admin2' | 'editor' | 'office1' | 'office2' | 'hr1' | 'hr2'
type Action = 'password' | 'email' | 'roles' | 'second-factor' | 'delete' | 'forgot-password'
const ACCOUNTS: Account[] = ['admin', 'admin2', 'editor', 'office1', 'office2', 'hr1', 'hr2']
const ACTIONS: Action[] = ['password', 'email', 'roles', 'second-factor', 'delete', 'forgot-password']
/** The desk each account belongs to, as set up. */
/** The two desks this matrix covers. */
type DeskName = 'whistleblower' | 'applications'

const DESK_OF: Partial<Record<Account, DeskName>> = {
  office1: 'whistleblower',
  office2: 'whistleblower',
  hr1: 'applications',
  hr2: 'applications',
}
const RESETS: Action[] = ['password', 'email', 'second-factor', 'delete', 'forgot-password']

const sessions = {} as Record<Account, Session>
const passwords = {} as Record<Account, string>
const recoveryKeys = {} as Record<DeskName, string>
const made: number[] = []
/** The records of each desk with one of their files: [record id, file id or index]. */
const records: Record<DeskName, { id: number; file: number }[]> = { whistleblower: [], applications: [] }

let clients = 0
const PDF = (marker: string) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(`${marker} `.repeat(200))])

async function solved(form: string): Promise<string> {
  const response = await challengeRoute(get(`/api/captcha/challenge?form=${form}`))
  return solveHumanCheck(await response.json())
}

function post(route: (request: Request) => Promise<Response>, url: string, parts: Part[]) {
  const { body, type } = multipart(parts)
  return route(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: { 'content-type': type, 'x-forwarded-for': `203.0.113.${clients++ % 250}` },
      body: new Uint8Array(body),
    }),
  )
}

/** A new report and a new application, each with a file, as the public forms send them. */
async function newRecords(marker: string): Promise<void> {
  const p = await payload()
  const report = await post(reportRoute, '/api/EmailHinweisgeberschutzSend', [
    field('subject', `Matrix ${marker}`),
    field('message', `Hinweis ${marker}`),
    field('gRecaptchaResponse', await solved('whistleblower')),
    attach(PDF(marker), 'beleg.pdf', 'application/pdf'),
  ])
  expect(report.status, await report.clone().text()).toBe(201)
  const { caseNumber } = await report.json()
  const [reportDoc] = (
    await p.find({
      collection: 'whistleblower-reports',
      overrideAccess: true,
      where: { caseNumber: { equals: caseNumber } },
    })
  ).docs
  const [fileDoc] = (
    await p.find({
      collection: 'whistleblower-files',
      overrideAccess: true,
      where: { report: { equals: reportDoc.id } },
    })
  ).docs
  records.whistleblower.push({ id: reportDoc.id, file: fileDoc.id })

  const application = await post(apply, '/api/applications', [
    field('name', `Bewerbung ${marker}`),
    field('email', 'matrix@bewerbung.example'),
    field('message', `Anschreiben ${marker}`),
    field('consent', 'true'),
    field('lang', 'de'),
    field('gRecaptchaResponse', await solved('application')),
    attach(PDF(marker), 'lebenslauf.pdf', 'application/pdf', 'cv'),
  ])
  expect(application.status, await application.clone().text()).toBe(201)
  const { reference } = await application.json()
  const [applicationDoc] = (
    await p.find({
      collection: 'applications',
      overrideAccess: true,
      where: { reference: { equals: reference } },
    })
  ).docs
  records.applications.push({ id: applicationDoc.id, file: 0 })
}

/** Whether `user` reads the record's sealed text and downloads its file, through the access checks. */
async function reads(user: Session, desk: DeskName, record: { id: number; file: number }): Promise<boolean> {
  const p = await payload()
  const req = await createLocalReq({ user: user as never }, p)
  const doc = (await p
    .findByID({
      collection: deskNamed(desk)!.records as never,
      id: record.id,
      overrideAccess: false,
      user: user as never,
      req,
    })
    .catch(() => null)) as { message?: string | null; name?: string | null } | null
  const text = desk === 'whistleblower' ? doc?.message : doc?.name
  const [collection, path, routeParams] =
    desk === 'whistleblower'
      ? (['whistleblower-files', '/:id/download', { id: String(record.file) }] as const)
      : ([
          'applications',
          '/:id/files/:index',
          { id: String(record.id), index: String(record.file) },
        ] as const)
  const endpoint = p.collections[collection].config.endpoints
    ? p.collections[collection].config.endpoints.find((e) => e.path === path)
    : undefined
  const downloadReq = await createLocalReq({ user: user as never }, p)
  downloadReq.routeParams = { ...routeParams }
  const download = await endpoint!.handler(downloadReq)
  const file =
    download.status === 200 && Buffer.from(await download.arrayBuffer()).includes(Buffer.from('%PDF'))
  expect(Boolean(text), `${user.email} reads the text but not the file of ${desk} ${record.id}`).toBe(file)
  return Boolean(text) && file
}

/** Who reads each desk's first and newest record and file now. */
async function readers(extra: Partial<Record<Account, Session>> = {}): Promise<Record<DeskName, Account[]>> {
  const found: Record<DeskName, Account[]> = { whistleblower: [], applications: [] }
  for (const desk of ['whistleblower', 'applications'] as const)
    for (const account of ACCOUNTS) {
      const session = extra[account] ?? sessions[account]
      const checked = [records[desk][0], records[desk].at(-1)!]
      const results = await Promise.all(checked.map((record) => reads(session, desk, record)))
      if (results.every(Boolean)) found[desk].push(account)
      else expect(results.some(Boolean), `${account} reads some of ${desk}'s records, not all`).toBe(false)
    }
  return found
}

/** The records each desk's recovery key opened so far: a step may add to them, never take one away. */
const recoverable: Record<DeskName, Set<number>> = { whistleblower: new Set(), applications: new Set() }

/**
 * The desk's offline recovery key opens every record it opened before the step and every record this file
 * made. (The test database also holds other files' records, whose recovery keys those files dropped.)
 */
async function recoveryOpensAll(desk: DeskName): Promise<void> {
  const p = await payload()
  const entry = deskNamed(desk)!
  const rows = await keyRows(entry, await createLocalReq({}, p), { holder: 'recovery' })
  const key = parseRecoveryKey(recoveryKeys[desk])
  const opened = new Set(rows.map((row) => (openRecoveryWrap(entry, row, key), row.record.id)))
  for (const id of [...recoverable[desk], ...records[desk].map((record) => record.id)])
    expect(opened.has(id), `${desk} ${id} recoverable`).toBe(true)
  recoverable[desk] = opened
}

const roleOf = (desk: DeskName) => deskNamed(desk)!.role
const email = (label: string) =>
  `${label}-${Date.now()}-${crypto.randomBytes(2).toString('hex')}@sekundenwerk.example`

/** Performs `action` on `target` as an administrator (the other one, when the target is one). */
async function act(action: Action, target: Account): Promise<void> {
  const p = await payload()
  const actor = sessions[target === 'admin' ? 'admin2' : 'admin']
  const id = sessions[target].id
  const update = (data: Record<string, unknown>, as = actor) =>
    p.update({ collection: 'users', id, overrideAccess: false, user: as as never, data: data as never })
  if (action === 'password') {
    passwords[target] = `Vom-Admin-gesetzt-${Date.now()}`
    await update({ password: passwords[target] })
  } else if (action === 'email') {
    const changed = email(`${target}-umgeleitet`)
    await update({ email: changed })
    sessions[target] = { ...sessions[target], email: changed }
  } else if (action === 'roles') {
    // The second admin gives the account both desks' roles; an admin gives the second admin.
    const giver = sessions[target === 'admin2' ? 'admin' : 'admin2']
    const roles = [...new Set([...sessions[target].roles, ...DESKS.map((desk) => desk.role)])]
    const saved = await update({ roles }, giver)
    expect([...(saved.roles ?? [])].sort()).toEqual([...sessions[target].roles].sort())
  } else if (action === 'second-factor') {
    await p.db.updateOne({ collection: 'users', id, data: { twoFactorEnabled: true } })
    await update({ twoFactorEnabled: false })
  } else if (action === 'delete') {
    await p.delete({ collection: 'users', id, overrideAccess: false, user: actor as never })
  } else {
    const token = await p.forgotPassword({
      collection: 'users',
      data: { email: sessions[target].email },
      disableEmail: true,
    })
    passwords[target] = `Vergessen-neu-gesetzt-${Date.now()}`
    await p.resetPassword({
      collection: 'users',
      data: { token: String(token), password: passwords[target] },
      overrideAccess: true,
    })
  }
}

/** Brings `target` back as it was, the way the site lets anyone in: its own password, a member's grant. */
async function restore(action: Action, target: Account): Promise<void> {
  const p = await payload()
  const desk = DESK_OF[target]
  if (action === 'delete') {
    // Made again by an administrator, as the site makes accounts: a desk's role becomes a request.
    const created = await p.create({
      collection: 'users',
      overrideAccess: false,
      user: sessions[target === 'admin' ? 'admin2' : 'admin'] as never,
      data: {
        email: email(`matrix-${target}`),
        password: 'Vom-Admin-vergeben-2026',
        roles: sessions[target].roles as never,
      },
    })
    made.push(created.id)
    passwords[target] = 'Vom-Admin-vergeben-2026'
    sessions[target] = { ...sessions[target], id: created.id, email: created.email }
  }
  if (RESETS.includes(action)) {
    // Its own password again (a desk member's key pair is made with it), signed in afresh.
    const session = await signIn(sessions[target].email, passwords[target])
    await p.update({
      collection: 'users',
      id: session.id,
      overrideAccess: false,
      user: session as never,
      data: { password: OFFICE_PASSWORD },
    })
    passwords[target] = OFFICE_PASSWORD
    sessions[target] = await signIn(session.email, OFFICE_PASSWORD)
  }
  for (const entry of DESKS.filter((desk) => desk.name in records)) {
    const name = entry.name as DeskName
    const other = (Object.keys(DESK_OF) as Account[]).find(
      (account) => DESK_OF[account] === name && account !== target,
    )!
    if (desk === name && !sessions[target].roles.includes(entry.role)) {
      const granted = await grant(sessions[other], sessions[target].id, name)
      expect(granted.status, await granted.clone().text()).toBe(200)
      sessions[target] = await signIn(sessions[target].email, passwords[target])
    } else if (desk !== name) {
      // A request the roles action left open is declined by a member.
      await usersEndpoint('/:id/desks/:desk/decline', sessions[other], {
        routeParams: { id: String(sessions[target].id), desk: name },
      })
    }
  }
}

beforeAll(async () => {
  sessions.admin = await staffAccount(['admin'], 'matrix-verwaltung')
  sessions.admin2 = await staffAccount(['admin'], 'matrix-verwaltung-zwei')
  sessions.editor = await staffAccount(['editor'], 'matrix-redaktion')
  for (const account of ['office1', 'office2', 'hr1', 'hr2'] as const)
    sessions[account] = await deskMember(DESK_OF[account]!, `matrix-${account}`)
  for (const account of ACCOUNTS) {
    made.push(sessions[account].id)
    passwords[account] = OFFICE_PASSWORD
  }
  await newRecords('vorher')
  for (const [desk, member] of [
    ['whistleblower', 'office1'],
    ['applications', 'hr1'],
  ] as const) {
    // Both members hold every record: a grant by the first gives the second all of them.
    await grant(sessions[member], sessions[member === 'office1' ? 'office2' : 'hr2'].id, desk)
    expect((await renewRecoveryKey(sessions[member], desk)).status).toBe(200)
    recoveryKeys[desk] = recoveryKeyToShow(sessions[member], desk)!
  }
}, 120_000)

const started = new Date().toISOString()
// Every account this file made (the database is shared; other files expect none left behind).
afterAll(async () => {
  const p = await payload()
  const { docs } = await p.find({
    collection: 'users',
    overrideAccess: true,
    pagination: false,
    where: { createdAt: { greater_than_equal: started } },
  })
  await deleteAccounts([...new Set([...made, ...docs.map((doc) => doc.id)])])
  const left = await p.find({ collection: 'users', overrideAccess: true, pagination: false })
  expect(left.docs.map((doc) => doc.email)).toEqual([])
})

describe('who reads a desk after staff change an account', () => {
  it('starts with exactly the desks’ members reading, and the recovery keys opening everything', async () => {
    expect(await readers()).toEqual({ whistleblower: ['office1', 'office2'], applications: ['hr1', 'hr2'] })
    for (const desk of ['whistleblower', 'applications'] as const) await recoveryOpensAll(desk)
  })

  for (const target of ACCOUNTS)
    for (const action of ACTIONS)
      it(`${action} of ${target}: nobody the desk did not admit reads, nothing is lost`, async () => {
        const desk = DESK_OF[target]
        const since = new Date().toISOString()
        await act(action, target)
        await newRecords(`${action}-${target}`)
        const expected = {
          whistleblower: ['office1', 'office2'].filter(
            (account) => !(account === target && RESETS.includes(action)),
          ),
          applications: ['hr1', 'hr2'].filter((account) => !(account === target && RESETS.includes(action))),
        }
        // The changed account as whoever changed it would use it: signed in with what is known now, and with
        // every desk role forced into the database on top.
        const extra: Partial<Record<Account, Session>> = {}
        if (action !== 'delete') {
          const session = await signIn(sessions[target].email, passwords[target])
          extra[target] = { ...session, roles: [...session.roles, ...DESKS.map((entry) => entry.role)] }
          if (desk && RESETS.includes(action)) expect(session.roles).not.toContain(roleOf(desk))
        }
        expect(await readers(extra)).toEqual(expected)
        if (desk && RESETS.includes(action)) {
          // Told once to each other member of the desk, not to the account's (perhaps redirected) address.
          const { docs } = await (
            await payload()
          ).find({
            collection: 'desk-notices',
            overrideAccess: true,
            pagination: false,
            where: { and: [{ createdAt: { greater_than_equal: since } }, { desk: { equals: desk } }] },
          })
          const other = expected[desk].map((account) => sessions[account as Account].email)
          expect(docs.map((notice) => notice.recipient).sort()).toEqual(other.sort())
          expect(new Set(docs.map((notice) => notice.action))).toEqual(
            new Set([action === 'delete' ? 'access-removed' : 'access-reset']),
          )
        }
        for (const entry of ['whistleblower', 'applications'] as const) await recoveryOpensAll(entry)
        await restore(action, target)
        expect(await readers()).toEqual({
          whistleblower: ['office1', 'office2'],
          applications: ['hr1', 'hr2'],
        })
      }, 60_000)

  it('refuses every change of another account to everyone but administrators', async () => {
    const p = await payload()
    for (const actor of ['editor', 'office1', 'hr1'] as const)
      for (const data of [
        { password: 'Fremd-gesetzt-2026' },
        { email: email('fremd') },
        { roles: ['admin'] },
      ])
        await expect(
          p.update({
            collection: 'users',
            id: sessions.office2.id,
            overrideAccess: false,
            user: sessions[actor] as never,
            data: data as never,
          }),
        ).rejects.toThrow()
    expect(await readers()).toEqual({ whistleblower: ['office1', 'office2'], applications: ['hr1', 'hr2'] })
  })
})
