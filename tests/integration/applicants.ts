import { createLocalReq } from 'payload'
import { expect } from 'vitest'
import { GET as challengeRoute } from '@/app/api/captcha/challenge/route'
import { POST as apply } from '@/app/api/applications/route'
import { PATCH as cmsPatch } from '@/app/(payload)/cms-api/[...slug]/route'
import { claimDueApplicationMails, type ApplicationMailJob } from '@/data/applications/records'
import { MAIL_RETRY } from '@/lib/constants'
import { solveHumanCheck } from '../support/humanCheck'
import { get, payload } from './helpers'
import { OFFICE_PASSWORD, type Session } from './office'

/**
 * Applicants as the site takes them in (the public route, with a solved human check), and HR's side of them
 * through the back office's own endpoints and REST API: shared by the test files of HR's desk.
 */
export const CV = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('Lebenslauf '.repeat(2000))])

export async function solvedCheck(): Promise<string> {
  const response = await challengeRoute(get('/api/captcha/challenge?form=application'))
  expect(response.status).toBe(200)
  return solveHumanCheck(await response.json())
}

let applicants = 0

/** Sends an application; answers its reference and id. */
export async function applyAs(fields: Record<string, string>): Promise<{ reference: string; id: number }> {
  const form = new FormData()
  const all = { phone: '', message: 'Ich bewerbe mich gern.', consent: 'true', lang: 'de', ...fields }
  for (const [name, value] of Object.entries(all)) form.append(name, value)
  form.append('gRecaptchaResponse', await solvedCheck())
  form.append('cv', new Blob([new Uint8Array(CV)]), 'cv.pdf')
  const encoded = new Response(form)
  const body = Buffer.from(await encoded.arrayBuffer())
  // Each applicant from an address of their own: the form's rate limit counts per client.
  const headers = {
    'content-type': encoded.headers.get('content-type')!,
    'x-forwarded-for': `198.51.100.${(applicants = (applicants % 250) + 1)}`,
  }
  const response = await apply(new Request('http://localhost/api/applications', { method: 'POST', body, headers }))
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const p = await payload()
  const { docs } = await p.find({
    collection: 'applications',
    overrideAccess: true,
    where: { reference: { equals: reference } },
  })
  return { reference, id: docs[0].id }
}

/** Every mail of HR's outbox due by `at` (other files queue mails too), claimed. */
export const claimApplicationMails = (at = new Date(Date.now() + 1000)): Promise<ApplicationMailJob[]> =>
  claimDueApplicationMails(at, MAIL_RETRY.leaseMs, 10_000)

/** An endpoint of the applications collection, called as `user` (route parameters and a JSON body). */
export async function applicationsEndpoint(
  path: string,
  user: Session,
  routeParams: Record<string, string>,
  body?: unknown,
  query: Record<string, string> = {},
): Promise<Response> {
  const p = await payload()
  const endpoint = p.collections.applications.config.endpoints
    ? p.collections.applications.config.endpoints.find((e) => e.path === path)
    : undefined
  if (!endpoint) throw new Error(`no endpoint ${path}`)
  const req = await createLocalReq({ user: user as never }, p)
  req.routeParams = routeParams
  Object.assign(req, { searchParams: new URLSearchParams(query) })
  if (body !== undefined) req.json = async () => body
  return endpoint.handler(req)
}

/** `PATCH /cms-api/<collection>/<id>` through Payload's REST handler, signed in as `email` with a token. */
export async function restPatch(email: string, collection: string, id: number, body: unknown): Promise<Response> {
  const p = await payload()
  const { token } = await p.login({ collection: 'users', data: { email, password: OFFICE_PASSWORD } })
  const request = new Request(`http://localhost/cms-api/${collection}/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  return cmsPatch(request, { params: Promise.resolve({ slug: [collection, String(id)] }) })
}

export async function readApplication(id: number) {
  return (await payload()).findByID({ collection: 'applications', id, overrideAccess: true, depth: 0 })
}

/** The first account of a database becomes its administrator: a file that may run alone makes it first. */
export async function firstAccountAside(accounts: number[]): Promise<void> {
  const p = await payload()
  if ((await p.count({ collection: 'users', overrideAccess: true })).totalDocs > 0) return
  const email = `erstes-konto-${Date.now()}@sekundenwerk.example`
  accounts.push((await p.create({ collection: 'users', overrideAccess: true, data: { email, password: OFFICE_PASSWORD } })).id)
}
