import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as challengeRoute } from '@/app/api/captcha/challenge/route'
import { POST as reportRoute } from '@/app/api/EmailHinweisgeberschutzSend/route'
import { POST as caseRoute } from '@/app/api/whistleblower/case/route'
import { deskPanelState } from '@/data/deskAccess'
import { prepareReportKeys } from '@/data/whistleblower/keys'
import { isSealedText } from '@/lib/sealed/valueSealing'
import { ReportCipher } from '@/lib/whistleblower/cipher'
import { loadReportKey } from '@/lib/sealed/serverKeyFile'
import { publicKeyOf, unwrapWithKey } from '@/lib/sealed/keyWrap'
import { MEMBER_KEYS } from '@/data/sealed/memberKeyPairs'
import { memberKey, recoveryKeyToShow } from '@/lib/sealed/memberKeyring'
import { solveHumanCheck } from '../support/humanCheck'
import { get, payload } from './helpers'
import {
  deleteAccounts,
  grant,
  officeMember,
  recover,
  renewRecoveryKey,
  signIn,
  staffAccount,
  type Session,
} from './office'

/**
 * The key model of the whistleblower channel, tried as an attacker with the server would: the data folder,
 * every secret of the environment, the Local API without access checks, an admin account that gives itself
 * the office's role. None of it reads a report; a member's password, the reporter's code or the offline
 * recovery key does.
 */

let clients = 0
async function takeReport(marker: string): Promise<{ caseNumber: string; accessCode: string; id: number }> {
  const challenge = await (await challengeRoute(get('/api/captcha/challenge?form=whistleblower'))).json()
  const response = await reportRoute(
    new Request('http://localhost/api/EmailHinweisgeberschutzSend', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${clients++}` },
      body: JSON.stringify({
        subject: `Betreff ${marker}`,
        message: `Hinweis ${marker}: Preisabsprachen bei der Ausschreibung.`,
        gRecaptchaResponse: await solveHumanCheck(challenge),
      }),
    }),
  )
  expect(response.status).toBe(201)
  const answer = await response.json()
  const p = await payload()
  const { docs } = await p.find({
    collection: 'whistleblower-reports',
    overrideAccess: true,
    where: { caseNumber: { equals: answer.caseNumber } },
  })
  return { ...answer, id: docs[0].id }
}

async function readAs(user: unknown, id: number) {
  const p = await payload()
  return (await p.findByID({
    collection: 'whistleblower-reports',
    id,
    overrideAccess: false,
    user: user as never,
  })) as unknown as { subject: string | null; message: string | null; keyStatus: string }
}

const created: number[] = []
let member: Session
let admin: Session

beforeAll(async () => {
  // The database's first account always becomes an admin: this one, before any office member.
  admin = await staffAccount(['admin'], 'verwaltung')
  member = await officeMember('erstes-mitglied')
  created.push(admin.id, member.id)
})

afterAll(() => deleteAccounts(created))

describe('confidentiality: everything the server has is not enough', () => {
  it('finds neither subject nor message through any server-side path without a member, code or recovery key', async () => {
    const marker = `Vertraulich-${Date.now()}`
    const { id, caseNumber } = await takeReport(marker)
    const p = await payload()
    const tried: [string, string][] = []
    const nothing = (path: string, value: unknown) => {
      tried.push([path, value == null || value === '' ? 'nothing' : 'READ'])
      expect(String(value ?? ''), path).not.toContain(marker)
    }

    // 1. Local API without any access check, as the server's own code may call it.
    const local = (await p.findByID({
      collection: 'whistleblower-reports',
      id,
      overrideAccess: true,
    })) as never as {
      subject: unknown
      message: unknown
    }
    nothing('Local API, overrideAccess', `${local.subject ?? ''}${local.message ?? ''}`)

    // 2. An admin gives itself the office's role: only a request; then forced in the database: still no key.
    const asked = await p.update({
      collection: 'users',
      id: admin.id,
      overrideAccess: false,
      user: admin as never,
      data: { roles: ['admin', 'reporting-office'] as never },
    })
    expect(asked.roles).toEqual(['admin'])
    expect((await deskPanelState({ ...admin, roles: ['admin'] }, 'whistleblower'))?.waiting?.cause).toBe(
      'role-requested',
    )
    await p.db.updateOne({
      collection: 'users',
      id: admin.id,
      data: { roles: ['admin', 'reporting-office'] },
    })
    const forced = await readAs({ ...admin, roles: ['admin', 'reporting-office'] }, id)
    nothing(
      'REST as admin with the office role forced into the database',
      `${forced.subject ?? ''}${forced.message ?? ''}`,
    )
    expect(forced.keyStatus).not.toBe('open')
    await p.db.updateOne({ collection: 'users', id: admin.id, data: { roles: ['admin'] } })

    // 3. The database file and every key and secret of the data folder and environment.
    const dir = process.env.DATA_DIR!
    const files = fs.readdirSync(dir).filter((file) => file.startsWith('site.db'))
    const bytes = Buffer.concat(files.map((file) => fs.readFileSync(path.join(dir, file))))
    nothing('database files, as bytes', bytes.includes(Buffer.from(marker)) ? marker : '')
    const secrets = [
      loadReportKey(process.env.WHISTLEBLOWER_KEY, dir),
      ...fs
        .readdirSync(dir)
        .filter((file) => file.startsWith('.'))
        .map((file) => fs.readFileSync(path.join(dir, file))),
      ...Object.values(process.env).map((value) => Buffer.from(String(value))),
    ]
    const raw = (await p.db.findOne({
      collection: 'whistleblower-reports',
      where: { id: { equals: id } },
    })) as unknown as Record<string, string>
    expect(isSealedText(raw.messageSealed)).toBe(true)
    const { docs: wraps } = await p.find({
      collection: 'whistleblower-keys',
      overrideAccess: true,
      where: { reportId: { equals: id } },
    })
    expect(wraps.map((row) => row.holder).sort()).toEqual(['member', 'recovery', 'reporter'])
    let opened = 0
    for (const secret of secrets) {
      const key = secret.length === 32 ? secret : Buffer.from(String(secret).trim(), 'base64')
      if (key.length !== 32) continue
      for (const row of wraps)
        for (const holder of ['member', 'recovery', 'reporter', 'server'])
          try {
            unwrapWithKey(row.wrapped, key, `case-key|${caseNumber}|${holder}|${row.userId ?? ''}`)
            opened++
          } catch {}
      try {
        new ReportCipher(key).decrypt(raw.messageSealed, 'message')
        opened++
      } catch {}
    }
    tried.push([
      `${secrets.length} keys and secrets of the data folder and environment`,
      opened ? 'READ' : 'nothing',
    ])
    expect(opened).toBe(0)

    // The ones who may: the member's session, the reporter's code.
    const read = await readAs(member, id)
    expect(read.message).toContain(marker)
    tried.push(['the office member, signed in with their password', 'read'])
    console.log(
      [
        'Confidentiality test: what opens the report',
        ...tried.map(([how, what]) => `  ${what.padEnd(7)} ${how}`),
      ].join('\n'),
    )
  })

  it('lets the reporter read their case with the code alone', async () => {
    const marker = `Meldende-${Date.now()}`
    const { caseNumber, accessCode } = await takeReport(marker)
    const response = await caseRoute(
      new Request('http://localhost/api/whistleblower/case', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
        body: JSON.stringify({ caseNumber, accessCode }),
      }),
    )
    expect(response.status).toBe(200)
    expect(JSON.stringify(await response.json())).toContain(marker)
  })
})

describe('the access log', () => {
  it('notes one read when a member opens a case, however often showing it reads it', async () => {
    const { id, caseNumber } = await takeReport(`Protokoll-${Date.now()}`)
    // The admin's document view, its form state and its permissions each read the case.
    for (let read = 0; read < 4; read++) expect((await readAs(member, id)).keyStatus).toBe('open')
    const p = await payload()
    const reads = await p.count({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      where: { and: [{ caseNumber: { equals: caseNumber } }, { action: { equals: 'read' } }] },
    })
    expect(reads.totalDocs).toBe(1)
  })

  it('says a case was opened but not read when the member’s key is locked in that session', async () => {
    const { id, caseNumber } = await takeReport(`Gesperrt-${Date.now()}`)
    const locked = { ...member, _sid: 'a-session-without-key' }
    const seen = await readAs(locked, id)
    expect(seen.keyStatus).toBe('locked')
    expect(seen.message).toBeNull()
    const p = await payload()
    const { docs } = await p.find({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      where: { caseNumber: { equals: caseNumber } },
    })
    expect(docs.map((entry) => entry.action)).toEqual(['read-locked'])
  })

  it('notes nothing, and fails on nothing, for a read of the date alone (the admin’s check for stale data on save)', async () => {
    const { id, caseNumber } = await takeReport(`Veraltet-${Date.now()}`)
    const p = await payload()
    const current = await p.findByID({
      collection: 'whistleblower-reports',
      id,
      depth: 0,
      overrideAccess: false,
      select: { updatedAt: true },
      user: member as never,
    })
    expect(current.updatedAt).toBeTruthy()
    const entries = await p.count({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      where: { caseNumber: { equals: caseNumber } },
    })
    expect(entries.totalDocs).toBe(0)
  })
})

describe('who joins the office, and how', () => {
  it('an admin only requests the role; the person sets their own password; a member grants, and it is logged', async () => {
    const { id: reportId } = await takeReport(`Gewaehrt-${Date.now()}`)
    const p = await payload()
    const email = `neu-${Date.now()}@sekundenwerk.example`
    const created_ = await p.create({
      collection: 'users',
      overrideAccess: false,
      user: admin as never,
      data: { email, password: 'Vom-Admin-gesetzt-2026', roles: ['reporting-office'] as never },
    })
    created.push(created_.id)
    expect(created_.roles).not.toContain('reporting-office')

    // Signed in with the admin's password: no key, and nothing to grant yet.
    let newcomer = await signIn(email, 'Vom-Admin-gesetzt-2026')
    expect(memberKey(newcomer)).toBeNull()
    expect((await grant(member, created_.id)).status).toBe(409)
    // The dashboard's key panel: the newcomer waits without a key; the member sees the request, not grantable.
    const own = await deskPanelState(newcomer, 'whistleblower')
    expect(own).toMatchObject({ member: false, hasKey: false, waiting: { cause: 'role-requested' } })
    expect(own?.waiting?.requestedBy).toContain(admin.email)
    const waiting = (await deskPanelState(member, 'whistleblower'))?.requests
    expect(waiting?.find((account) => account.id === created_.id)).toMatchObject({
      id: created_.id,
      label: email,
      hasKey: false,
      cause: 'role-requested',
    })

    // Their own password sets up their key.
    await p.update({
      collection: 'users',
      id: created_.id,
      overrideAccess: false,
      user: newcomer as never,
      data: { password: 'Mein-eigenes-Passwort-2026' },
    })
    newcomer = await signIn(email, 'Mein-eigenes-Passwort-2026')
    expect(memberKey(newcomer)).not.toBeNull()
    const grantable = (await deskPanelState(member, 'whistleblower'))?.requests
    expect(grantable?.find((account) => account.id === created_.id)?.hasKey).toBe(true)
    expect(
      (await readAs({ ...newcomer, roles: ['reporting-office'] }, reportId).catch(() => null))?.message ??
        null,
    ).toBeNull()

    // A member grants: the role and every case the member holds.
    const granted = await grant(member, created_.id)
    expect(granted.status).toBe(200)
    expect((await granted.json()).granted).toBeGreaterThan(0)
    const read = await readAs({ ...newcomer, roles: ['reporting-office'] }, reportId)
    expect(read.message).toMatch(/Gewaehrt-/)

    const { docs: log } = await p.find({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      sort: '-createdAt',
      limit: 20,
      where: { subjectName: { contains: email } },
    })
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['access-requested', 'key-created', 'access-granted']),
    )
    expect(log.find((entry) => entry.action === 'access-granted')?.userName).toContain(member.email)
    // Every member is told of the request and the grant, once each; the person it concerns is not.
    const { docs: notices } = await p.find({
      collection: 'desk-notices',
      overrideAccess: true,
      pagination: false,
      where: { subjectName: { contains: email } },
    })
    const told = notices.map((notice) => `${notice.action} → ${notice.recipient}`)
    expect(told).toContain(`access-requested → ${member.email}`)
    expect(told).toContain(`access-granted → ${member.email}`)
    expect(new Set(told).size).toBe(told.length)
    expect(told.filter((line) => line.endsWith(email))).toEqual([])
  })

  it('two first sign-ins at the same moment end with one key, which both sessions hold', async () => {
    const { id: reportId } = await takeReport(`Zweifach-${Date.now()}`)
    const p = await payload()
    const email = `zweifach-${Date.now()}@sekundenwerk.example`
    // Made without a signed-in user, as the set-up scripts do: the password counts as the person's own, and
    // the key is made at the first sign-in.
    const account = await p.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password: 'Zweimal-zugleich-2026', roles: ['reporting-office'] as never },
    })
    created.push(account.id)
    const sessions = await Promise.all([
      signIn(email, 'Zweimal-zugleich-2026'),
      signIn(email, 'Zweimal-zugleich-2026'),
    ])
    const { docs: pairs } = await p.db.find({
      collection: MEMBER_KEYS,
      pagination: false,
      where: { userId: { equals: account.id } },
    })
    expect(pairs).toHaveLength(1)
    for (const session of sessions)
      expect(publicKeyOf(memberKey(session)!)).toBe((pairs[0] as { publicKey?: string }).publicKey)

    expect((await grant(member, account.id)).status).toBe(200)
    for (const session of sessions)
      expect((await readAs({ ...session, roles: ['reporting-office'] }, reportId)).message).toMatch(
        /Zweifach-/,
      )
    const { totalDocs: made } = await p.count({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      where: { and: [{ subjectName: { contains: email } }, { action: { equals: 'key-created' } }] },
    })
    expect(made).toBe(1)
  })

  it('a password reset by someone else deletes the member’s key and access; their own change keeps it', async () => {
    const { id: reportId } = await takeReport(`Reset-${Date.now()}`)
    const p = await payload()
    const other = await officeMember('zweites-mitglied')
    created.push(other.id)
    expect((await readAs(other, reportId)).message).toMatch(/Reset-/)

    await p.update({
      collection: 'users',
      id: other.id,
      overrideAccess: false,
      user: other as never,
      data: { password: 'Neues-eigenes-Passwort-2026' },
    })
    const again = await signIn(other.email, 'Neues-eigenes-Passwort-2026')
    expect((await readAs(again, reportId)).message).toMatch(/Reset-/)

    await p.update({
      collection: 'users',
      id: other.id,
      overrideAccess: false,
      user: admin as never,
      data: { password: 'Vom-Admin-zurueckgesetzt-2026' },
    })
    expect(memberKey(again)).toBeNull()
    const afterReset = await signIn(other.email, 'Vom-Admin-zurueckgesetzt-2026')
    // The role is gone, and a request waits for a member; even with the role forced back, no key opens.
    expect(afterReset.roles).not.toContain('reporting-office')
    expect((await deskPanelState(afterReset, 'whistleblower'))?.waiting?.cause).toBe('password-set-by-other')
    const read = await readAs({ ...afterReset, roles: ['reporting-office'] }, reportId)
    expect(read.message).toBeNull()
    expect(read.keyStatus).not.toBe('open')
    const { totalDocs } = await p.count({
      collection: 'whistleblower-keys',
      overrideAccess: true,
      where: { userId: { equals: other.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('the offline recovery key, shown once, gives a member every case again', async () => {
    const { id: reportId } = await takeReport(`Recovery-${Date.now()}`)
    const p = await payload()
    expect((await renewRecoveryKey(member)).status).toBe(200)
    const text = recoveryKeyToShow(member)
    expect(text).toMatch(/^([0-9A-Z]{4}-){12}[0-9A-Z]{4}$/)

    const lost = await officeMember('verloren')
    created.push(lost.id)
    await p.update({
      collection: 'users',
      id: lost.id,
      overrideAccess: false,
      user: admin as never,
      data: { password: 'Zurueckgesetzt-vom-Admin-2026' },
    })
    // They set their own password again, and the recovery key hands every case back.
    const relogged = await signIn(lost.email, 'Zurueckgesetzt-vom-Admin-2026')
    await p.update({
      collection: 'users',
      id: lost.id,
      overrideAccess: false,
      user: relogged as never,
      data: { password: 'Wieder-mein-Passwort-2026' },
    })
    const session = await signIn(lost.email, 'Wieder-mein-Passwort-2026')
    await expect(readAs(session, reportId)).rejects.toThrow()
    expect((await readAs({ ...session, roles: ['reporting-office'] }, reportId)).message).toBeNull()
    expect((await recover(session, 'nicht-der-schluessel')).status).toBe(400)
    // The recovery key lets the person back in by itself: it opens every case anyway.
    const answer = await recover(session, text!.toLowerCase())
    expect(answer.status).toBe(200)
    expect((await answer.json()).recovered).toBeGreaterThan(0)
    expect((await readAs({ ...session, roles: ['reporting-office'] }, reportId)).message).toMatch(/Recovery-/)
  })
})

describe('reports of the single-key version', () => {
  it('are sealed anew at start with their own case key, and the old key opens nothing afterwards', async () => {
    const p = await payload()
    const marker = `Alt-${Date.now()}`
    const dir = process.env.DATA_DIR!
    const cipher = new ReportCipher(loadReportKey(process.env.WHISTLEBLOWER_KEY, dir))
    const caseNumber = `HS-2025-${String(Date.now()).slice(-6)}`
    const legacy = await p.db.create({
      collection: 'whistleblower-reports',
      data: {
        caseNumber,
        status: 'received',
        receivedAt: new Date().toISOString(),
        accessCodeHash: 'scrypt:32768:AAAA:AAAA',
        challengeId: `legacy-${marker}`,
        subjectSealed: cipher.encrypt(`Betreff ${marker}`, 'subject'),
        messageSealed: cipher.encrypt(`Hinweis ${marker}`, 'message'),
      },
    })
    expect((await prepareReportKeys()).resealed).toBe(1)
    const read = await readAs(member, legacy.id)
    expect(read.subject).toBe(`Betreff ${marker}`)
    const raw = (await p.db.findOne({
      collection: 'whistleblower-reports',
      where: { id: { equals: legacy.id } },
    })) as unknown as { messageSealed: string }
    expect(() => cipher.decrypt(raw.messageSealed, 'message')).toThrow()
    expect(await prepareReportKeys()).toEqual({ resealed: 0, moved: 0, serverKeyNeeded: false })
  })
})

describe('notification addresses', () => {
  it('a change is logged, announced to the office and told to the old address', async () => {
    const p = await payload()
    const company = await p.findGlobal({ slug: 'company' })
    const old = company.reportingOfficeEmail
    await p.updateGlobal({
      slug: 'company',
      overrideAccess: false,
      user: admin as never,
      data: { reportingOfficeEmail: 'umgeleitet@sekundenwerk.example' },
    })
    try {
      const { docs } = await p.find({
        collection: 'whistleblower-notifications',
        overrideAccess: true,
        where: { kind: { equals: 'address-change' } },
        sort: '-createdAt',
        limit: 1,
      })
      expect(docs[0].recipient).toBe(old)
      expect(docs[0].detail).toContain('umgeleitet@sekundenwerk.example')
      const { docs: log } = await p.find({
        collection: 'whistleblower-audit',
        overrideAccess: true,
        where: { action: { equals: 'address-change' } },
      })
      expect(log.at(-1)?.userName ?? log[0].userName).toContain(admin.email)
    } finally {
      await p.updateGlobal({ slug: 'company', overrideAccess: true, data: { reportingOfficeEmail: old } })
    }
  })
})
