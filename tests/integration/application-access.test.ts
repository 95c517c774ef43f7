import { createLocalReq } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationAccess, deskAccessOf } from '@/data/applications/access'
import { applicationDocuments } from '@/data/applications/records'
import { ApplicationAccessNote } from '@/admin/applications/ApplicationAccessNote'
import { ApplicationDocuments } from '@/admin/applications/ApplicationDocuments'
import { payload } from './helpers'
import { deleteAccounts, deskMember, staffAccount, type Session } from './office'
import { applicationsEndpoint, applyAs, firstAccountAside } from './applicants'

const accounts: number[] = []
beforeAll(() => firstAccountAside(accounts))
afterAll(() => deleteAccounts(accounts))

const reqOf = async (user: Session, headers?: Record<string, string>) => {
  const p = await payload()
  const req = await createLocalReq({ user: user as never }, p)
  if (headers) Object.assign(req, { headers: new Headers(headers) })
  return req
}

async function download(user: Session, id: number, headers: Record<string, string>): Promise<Response> {
  const p = await payload()
  const endpoint = p.collections.applications.config.endpoints
    ? p.collections.applications.config.endpoints.find((e) => e.path === '/:id/files/:index')
    : undefined
  const req = await reqOf(user, headers)
  req.routeParams = { id: String(id), index: '0' }
  return endpoint!.handler(req)
}

const german = { language: 'de' } as never

describe('an HR member who cannot open an application', () => {
  let holder: Session
  let newcomer: Session
  let application: { id: number; reference: string }

  it('is told why and by whom access comes, on the application and above the list', async () => {
    holder = await deskMember('applications', 'personal-zugang-a')
    newcomer = await deskMember('applications', 'personal-zugang-b')
    accounts.push(holder.id, newcomer.id)
    application = await applyAs({ name: 'Zugang Test', email: 'zugang@bewerberin.example' })
    // The newcomer holds every application but this one (as after a recovery that reached fewer).
    const p = await payload()
    await p.delete({
      collection: 'application-keys',
      overrideAccess: true,
      where: { and: [{ applicationId: { equals: application.id } }, { userId: { equals: newcomer.id } }] },
    })
    expect((await applicationAccess(await reqOf(holder), application)).state).toBe('open')
    const access = await applicationAccess(await reqOf(newcomer), application)
    expect(access.state).toBe('not-shared')
    const list = await deskAccessOf(newcomer)
    expect(list).toMatchObject({ state: 'not-shared' })
    expect(list.holds).toBeLessThan(list.total)

    const note = renderToStaticMarkup(
      (await ApplicationAccessNote({ data: application, i18n: german, req: await reqOf(newcomer) } as never))!,
    )
    expect(note).toContain('Noch kein Zugang zu dieser Bewerbung – gewährt durch ein Mitglied der Personalabteilung')
    const none = await ApplicationAccessNote({ data: application, i18n: german, req: await reqOf(holder) } as never)
    expect(none).toBeNull()
  })

  it('gets no download links, and a followed link leads back to the application instead of a JSON refusal', async () => {
    const documents = await applicationDocuments(await reqOf(newcomer), application.id)
    expect(documents).toEqual([expect.objectContaining({ open: false, name: '' })])
    const field = renderToStaticMarkup(
      (await ApplicationDocuments({ data: application, i18n: german, req: await reqOf(newcomer) } as never))!,
    )
    expect(field).not.toContain('href')
    expect(field).toContain('1 Unterlage(n) – erst herunterzuladen')
    const holderField = renderToStaticMarkup(
      (await ApplicationDocuments({ data: application, i18n: german, req: await reqOf(holder) } as never))!,
    )
    expect(holderField).toContain(`href="/cms-api/applications/${application.id}/files/0"`)

    const followed = await download(newcomer, application.id, { 'sec-fetch-mode': 'navigate', accept: 'text/html' })
    expect(followed.status).toBe(303)
    expect(followed.headers.get('location')).toBe(`/admin/collections/applications/${application.id}`)
    const api = await download(newcomer, application.id, { accept: 'application/json' })
    expect(api.status).toBe(403)
    expect(((await api.json()) as { message: string }).message).toMatch(/not open for your key/)
    expect((await download(holder, application.id, {})).status).toBe(200)
  })

  it('whose key is not unlocked in this session is told to sign in again', async () => {
    const stale = { ...newcomer, _sid: 'eine-abgelaufene-sitzung' }
    expect((await applicationAccess(await reqOf(stale), application)).state).toBe('locked')
  })

  it('find applications by name, e-mail or reference among those their key opens, and nothing else', async () => {
    const find = async (user: Session, q: string) => {
      const response = await applicationsEndpoint('/find', user, {}, undefined, { q })
      return { status: response.status, hits: ((await response.json()) as { hits?: { id: number }[] }).hits ?? [] }
    }
    for (const q of ['zugang TEST', 'zugang@bewerberin', application.reference.toLowerCase()]) {
      const found = await find(holder, q)
      expect(found.status).toBe(200)
      expect(found.hits.map((hit) => hit.id)).toContain(application.id)
    }
    expect((await find(newcomer, 'zugang test')).hits.map((hit) => hit.id)).not.toContain(application.id)
    expect((await find(holder, 'z')).status).toBe(400)
    const editor = await staffAccount(['editor'], 'redaktion-suche')
    accounts.push(editor.id)
    expect((await find(editor, 'zugang')).status).toBe(403)
  })
})
