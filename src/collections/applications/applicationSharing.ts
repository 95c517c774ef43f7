import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { HR_ROLE } from '@/lib/applications/desk'
import { inRequestTransaction } from '@/data/requestTransaction'
import { hiringManagersOf, shareApplication, unshareApplication } from '@/data/applications/sharing'
import { APPLICATION_NOT_OPEN } from './applicationDesk'
import { say } from '../staffLanguage'

const TEXTS = {
  userId: { de: 'Bitte wählen Sie eine Person des Fachbereichs.', en: 'Please choose a hiring manager.' },
  noReader: {
    de: 'Diese Person hat nicht die Rolle Fachbereich.',
    en: 'This person does not have the hiring manager role.',
  },
  noKey: {
    de: 'Diese Person hat noch keinen Schlüssel: Sie muss sich einmal anmelden und ihr eigenes Passwort festlegen.',
    en: 'This person has no key yet: they must sign in once and set their own password.',
  },
}

const json = (body: unknown, status = 200) => Response.json(body, { status })
const refuse = (field: string, message: string) => json({ errors: [{ field, message }] }, 400)

/** The application of the route, for an HR member; or the response that refuses. */
async function applicationOf(req: PayloadRequest) {
  if (!hasRole(req.user, HR_ROLE)) return json({ message: 'Forbidden' }, 403)
  const id = Number(req.routeParams?.id)
  const application = Number.isInteger(id)
    ? ((await req.payload.db.findOne({ collection: 'applications', req, where: { id: { equals: id } } })) as {
        id: number
        reference: string
      } | null)
    : null
  if (!application) return json({ message: 'Not found' }, 404)
  return { id: Number(application.id), reference: application.reference }
}

const userIdOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN

/**
 * `GET /cms-api/applications/:id/shares`: the hiring managers, each with whether they have a key and whether
 * the application is shared with them. HR only.
 */
export const sharesEndpoint: Endpoint = {
  path: '/:id/shares',
  method: 'get',
  handler: async (req) => {
    const application = await applicationOf(req)
    if (application instanceof Response) return application
    return json({ managers: await hiringManagersOf(req, application) })
  },
}

/**
 * `POST /cms-api/applications/:id/shares` `{ "userId": 12 }`: an HR member whose key opens the application
 * shares it with a hiring manager (their key wraps the application's key); logged.
 */
export const shareEndpoint: Endpoint = {
  path: '/:id/shares',
  method: 'post',
  handler: async (req) => {
    const application = await applicationOf(req)
    if (application instanceof Response) return application
    const body = (await req.json?.().catch(() => null)) as { userId?: unknown } | null
    const userId = userIdOf(body?.userId)
    if (!Number.isInteger(userId) || userId < 1) return refuse('userId', say(req, TEXTS.userId))
    const outcome = await inRequestTransaction(req, () => shareApplication(req, application, userId))
    if (outcome === 'not-open') return json({ message: say(req, APPLICATION_NOT_OPEN) }, 403)
    if (outcome === 'no-reader') return refuse('userId', say(req, TEXTS.noReader))
    if (outcome === 'no-key') return refuse('userId', say(req, TEXTS.noKey))
    return json({ shared: true, changed: outcome === 'shared' })
  },
}

/** `DELETE /cms-api/applications/:id/shares/:userId`: any HR member takes the application back; logged. */
export const unshareEndpoint: Endpoint = {
  path: '/:id/shares/:userId',
  method: 'delete',
  handler: async (req) => {
    const application = await applicationOf(req)
    if (application instanceof Response) return application
    const userId = userIdOf(req.routeParams?.userId)
    if (!Number.isInteger(userId) || userId < 1) return refuse('userId', say(req, TEXTS.userId))
    const removed = await inRequestTransaction(req, () => unshareApplication(req, application, userId))
    return json({ shared: false, changed: removed })
  },
}
