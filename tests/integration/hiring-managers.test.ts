import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DELETE as cmsDelete,
  GET as cmsGet,
  PATCH as cmsPatch,
  POST as cmsPost,
} from '@/app/(payload)/cms-api/[...slug]/route'
import { payload } from './helpers'
import { deleteAccounts, deskMember, OFFICE_PASSWORD, signIn, staffAccount, type Session } from './office'
import { applyAs, firstAccountAside } from './applicants'

const accounts: number[] = []
beforeAll(() => firstAccountAside(accounts))
afterAll(() => deleteAccounts(accounts))

/** An endpoint of the applications collection by path and method, called as `user`. */
async function endpoint(
  method: 'get' | 'post' | 'delete',
  path: string,
  user: Session,
  routeParams: Record<string, string>,
  body?: unknown,
): Promise<Response> {
  const p = await payload()
  const found = p.collections.applications.config.endpoints
    ? p.collections.applications.config.endpoints.find((e) => e.path === path && e.method === method)
    : undefined
  if (!found) throw new Error(`no endpoint ${method} ${path}`)
  const req = await createLocalReq({ user: user as never }, p)
  req.routeParams = routeParams
  Object.assign(req, { searchParams: new URLSearchParams() })
  if (body !== undefined) req.json = async () => body
  return found.handler(req)
}

const tokens = new Map<string, string>()

/** Payload's REST API at `/cms-api/<path>`, signed in as `email` (one session each, which unlocks their key). */
async function rest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', email: string, path: string, body?: unknown) {
  const p = await payload()
  if (!tokens.has(email))
    tokens.set(email, (await p.login({ collection: 'users', data: { email, password: OFFICE_PASSWORD } })).token!)
  const token = tokens.get(email)
  const url = new URL(`http://localhost/cms-api/${path}`)
  const request = new Request(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = url.pathname.replace('/cms-api/', '').split('/')
  const handler = { GET: cmsGet, POST: cmsPost, PATCH: cmsPatch, DELETE: cmsDelete }[method]
  return handler(request, { params: Promise.resolve({ slug }) })
}

async function wrapsFor(applicationId: number, userId: number) {
  const { docs } = await (await payload()).find({
    collection: 'application-keys',
    overrideAccess: true,
    depth: 0,
    where: { and: [{ applicationId: { equals: applicationId } }, { userId: { equals: userId } }] },
  })
  return docs
}

async function auditLines(action: string) {
  const { docs } = await (await payload()).find({
    collection: 'application-audit',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    where: { action: { equals: action } },
  })
  return docs
}

describe('a hiring manager (role Fachbereich)', () => {
  let hr: Session
  let manager: Session
  let shared: { id: number; reference: string }
  let other: { id: number; reference: string }

  it('gets a key at their first own sign-in, and reads nothing before HR shares', async () => {
    hr = await deskMember('applications', 'personal-fachbereich')
    manager = await staffAccount(['hiring-manager'], 'fachbereich')
    accounts.push(hr.id, manager.id)
    expect(manager.roles).toEqual(['hiring-manager'])
    const p = await payload()
    const pair = await p.db.findOne({ collection: 'office-member-keys', where: { userId: { equals: manager.id } } })
    expect(pair).toBeTruthy()
    shared = await applyAs({ name: 'Geteilte Bewerberin', email: 'geteilt@bewerberin.example' })
    other = await applyAs({ name: 'Andere Bewerberin', email: 'andere@bewerberin.example' })
    // New applications are wrapped for HR's members and the recovery key, never for a hiring manager.
    expect(await wrapsFor(shared.id, manager.id)).toHaveLength(0)
    expect((await rest('GET', manager.email, `applications/${shared.id}`)).status).toBe(403)
  })

  it('is shared one application by an HR member: a wrap for them in the key rows, and a line in the log', async () => {
    // Only HR shares; a hiring manager cannot share with themselves.
    expect((await endpoint('post', '/:id/shares', manager, { id: String(shared.id) }, { userId: manager.id })).status).toBe(403)
    const listed = await endpoint('get', '/:id/shares', hr, { id: String(shared.id) })
    expect(((await listed.json()) as { managers: unknown[] }).managers).toContainEqual(
      expect.objectContaining({ id: manager.id, hasKey: true, shared: false }),
    )
    const response = await endpoint('post', '/:id/shares', hr, { id: String(shared.id) }, { userId: manager.id })
    expect(response.status).toBe(200)
    const wraps = await wrapsFor(shared.id, manager.id)
    expect(wraps).toHaveLength(1)
    expect(wraps[0]).toMatchObject({ holder: 'hiring-manager', reference: shared.reference })
    expect(await wrapsFor(other.id, manager.id)).toHaveLength(0)
    const lines = await auditLines('shared')
    expect(lines.some((line) => line.reference === shared.reference && String(line.subjectName).includes(manager.email))).toBe(true)
    // Sharing with someone who is no hiring manager is refused with a field message.
    const refused = await endpoint('post', '/:id/shares', hr, { id: String(shared.id) }, { userId: hr.id })
    expect(refused.status).toBe(400)
  })

  it('reads the shared application and its documents, and gets 403 on every other one and everything else of the desk', async () => {
    const read = await rest('GET', manager.email, `applications/${shared.id}?depth=0`)
    expect(read.status).toBe(200)
    const doc = (await read.json()) as Record<string, unknown>
    expect(doc).toMatchObject({ name: 'Geteilte Bewerberin', email: 'geteilt@bewerberin.example' })
    expect(doc.notes).toBeUndefined()
    const list = (await (await rest('GET', manager.email, 'applications?depth=0')).json()) as { docs: { id: number }[] }
    expect(list.docs.map((entry) => entry.id)).toEqual([shared.id])
    expect((await rest('GET', manager.email, `applications/${other.id}`)).status).toBe(403)
    expect((await rest('PATCH', manager.email, `applications/${shared.id}`, { status: 'reviewing' })).status).toBe(403)
    expect((await rest('DELETE', manager.email, `applications/${shared.id}`)).status).toBe(403)
    for (const path of ['application-notes', 'application-audit', 'application-files', 'application-keys', 'application-mails'])
      expect((await rest('GET', manager.email, path)).status, path).toBe(403)
    expect((await rest('GET', manager.email, 'globals/application-mail-texts')).status).toBe(403)
    expect(
      (await rest('POST', manager.email, 'application-notes', { application: shared.id, body: 'Notiz' })).status,
    ).toBe(403)
    const session = await signIn(manager.email)
    const file = await endpoint('get', '/:id/files/:index', session, { id: String(shared.id), index: '0' })
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
    expect((await endpoint('get', '/:id/files/:index', session, { id: String(other.id), index: '0' })).status).toBe(403)
    expect((await endpoint('get', '/:id/shares', session, { id: String(shared.id) })).status).toBe(403)
    expect((await endpoint('post', '/:id/talent-pool', session, { id: String(shared.id) }, { given: false, reason: 'x' })).status).toBe(403)
    expect((await endpoint('get', '/:id/mail-preview', session, { id: String(shared.id) })).status).toBe(403)
    expect((await endpoint('get', '/find', session, {})).status).toBe(403)
  })

  it('rates the shared application with a comment that HR reads, sealed; not another one', async () => {
    const rated = await rest('POST', manager.email, 'application-reviews', {
      application: shared.id,
      rating: 4,
      body: 'Fachlich stark, bitte einladen.',
    })
    expect(rated.status).toBe(201)
    const stored = await (await payload()).db.findOne({
      collection: 'application-reviews',
      where: { application: { equals: shared.id } },
    })
    expect(JSON.stringify(stored)).not.toContain('Fachlich stark')
    const refused = await rest('POST', manager.email, 'application-reviews', { application: other.id, rating: 2, body: 'x' })
    expect(refused.status).toBe(403)
    const badRating = await rest('POST', manager.email, 'application-reviews', { application: shared.id, rating: 7, body: 'x' })
    expect(badRating.status).toBe(400)
    const seen = await rest('GET', hr.email, `applications/${shared.id}?depth=1`)
    const application = (await seen.json()) as { reviews: { docs: { rating: number; body: string; authorName: string }[] } }
    expect(application.reviews.docs).toEqual([
      expect.objectContaining({ rating: 4, body: 'Fachlich stark, bitte einladen.' }),
    ])
    expect((await auditLines('review-added')).some((line) => line.reference === shared.reference)).toBe(true)
  })

  it('loses the application when HR unshares it: the wrap is gone from the key rows, 403 again, logged', async () => {
    const response = await endpoint('delete', '/:id/shares/:userId', hr, {
      id: String(shared.id),
      userId: String(manager.id),
    })
    expect(response.status).toBe(200)
    expect(await wrapsFor(shared.id, manager.id)).toHaveLength(0)
    expect((await rest('GET', manager.email, `applications/${shared.id}`)).status).toBe(403)
    expect((await rest('GET', manager.email, 'application-reviews')).status).toBe(200)
    const session = await signIn(manager.email)
    expect((await endpoint('get', '/:id/files/:index', session, { id: String(shared.id), index: '0' })).status).toBe(403)
    const lines = await auditLines('unshared')
    expect(lines.some((line) => line.reference === shared.reference && String(line.subjectName).includes(manager.email))).toBe(true)
  })

  it('loses every share when the role is taken or someone else sets their password', async () => {
    await endpoint('post', '/:id/shares', hr, { id: String(shared.id) }, { userId: manager.id })
    await endpoint('post', '/:id/shares', hr, { id: String(other.id) }, { userId: manager.id })
    expect(await wrapsFor(other.id, manager.id)).toHaveLength(1)
    const p = await payload()
    const admin = await staffAccount(['admin'], 'admin-fachbereich')
    accounts.push(admin.id)
    // Someone else's new password: the key pair and every wrap go.
    await p.update({
      collection: 'users',
      id: manager.id,
      data: { password: 'Ein-Anderes-Passwort-2026!' },
      user: admin as never,
      overrideAccess: false,
    })
    expect(await wrapsFor(shared.id, manager.id)).toHaveLength(0)
    expect(await wrapsFor(other.id, manager.id)).toHaveLength(0)
    expect(await p.db.findOne({ collection: 'office-member-keys', where: { userId: { equals: manager.id } } })).toBeNull()
    // Their own password again: a new key; shared anew, then the role taken.
    await p.update({ collection: 'users', id: manager.id, data: { password: OFFICE_PASSWORD }, overrideAccess: true })
    await p.db.updateOne({ collection: 'users', id: manager.id, data: { passwordSetBy: 'self' } })
    await signIn(manager.email)
    expect((await endpoint('post', '/:id/shares', hr, { id: String(shared.id) }, { userId: manager.id })).status).toBe(200)
    expect(await wrapsFor(shared.id, manager.id)).toHaveLength(1)
    await p.update({ collection: 'users', id: manager.id, data: { roles: ['editor'] }, user: admin as never, overrideAccess: false })
    expect(await wrapsFor(shared.id, manager.id)).toHaveLength(0)
    expect((await auditLines('hiring-manager-removed')).some((line) => String(line.subjectName).includes(manager.email))).toBe(true)
  })
})
