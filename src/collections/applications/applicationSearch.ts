import type { Endpoint } from 'payload'
import { hasRole } from '@/access/roles'
import { HR_ROLE } from '@/lib/applications/desk'
import { searchApplications, searchTerm } from '@/data/applications/search'
import { say } from '../staffLanguage'

const TOO_SHORT = { de: 'Bitte geben Sie 2 bis 100 Zeichen ein.', en: 'Please enter 2 to 100 characters.' }

/** `GET /cms-api/applications/find?q=…`: HR's search by name, e-mail or reference (src/data/applications/search.ts). */
export const searchEndpoint: Endpoint = {
  path: '/find',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, HR_ROLE)) return Response.json({ message: 'Forbidden' }, { status: 403 })
    const term = searchTerm(req.searchParams?.get('q'))
    if (!term)
      return Response.json({ errors: [{ field: 'q', message: say(req, TOO_SHORT) }] }, { status: 400 })
    return Response.json(
      { hits: await searchApplications(req, term) },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}
