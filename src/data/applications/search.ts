import type { PayloadRequest } from 'payload'
import { APPLICATIONS_DESK, sealContext, type ApplicationStatus } from '@/lib/applications/desk'
import { openMemberWrap } from '@/lib/sealed/deskKeys'
import { memberKey } from '@/lib/sealed/memberKeyring'
import { isSealedText, openText } from '@/lib/sealed/valueSealing'
import { keyRows } from '../sealed/deskVault'

export type ApplicationHit = { id: number; reference: string; name: string; email: string; status: ApplicationStatus }

const MAX_HITS = 50
const CHUNK = 200

/** What a search may be: 2 to 100 characters, compared without case. */
export const searchTerm = (raw: unknown): string | null => {
  const term = typeof raw === 'string' ? raw.trim().toLocaleLowerCase('de') : ''
  return term.length >= 2 && term.length <= 100 ? term : null
}

/**
 * HR's search by name, e-mail or reference number, among the applications the member signed in on `req` can
 * open: each one's sealed name and e-mail opened in memory with their key and compared, so that no index of
 * names or addresses exists anywhere on disk. The newest first, at most MAX_HITS.
 */
export async function searchApplications(req: PayloadRequest, term: string): Promise<ApplicationHit[]> {
  const user = req.user as { id: number } | null
  const privateKey = user ? memberKey(user as never) : null
  if (!user || !privateKey) return []
  const desk = APPLICATIONS_DESK
  const rows = await keyRows(desk, req, { holder: 'member', userId: user.id })
  const byId = new Map(rows.map((row) => [row.record.id, row]))
  const ids = [...byId.keys()].sort((a, b) => b - a)
  const hits: ApplicationHit[] = []
  for (let start = 0; start < ids.length && hits.length < MAX_HITS; start += CHUNK) {
    const { docs } = await req.payload.db.find({
      collection: 'applications',
      req,
      pagination: false,
      sort: '-id',
      where: { id: { in: ids.slice(start, start + CHUNK) } },
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const id = Number(doc.id)
      const reference = String(doc.reference)
      const key = openMemberWrap(desk, { ...byId.get(id)!, record: { id, reference } }, privateKey, user.id)
      const open = (field: 'name' | 'email') => {
        const sealed = doc[`${field}Sealed`]
        return isSealedText(sealed) ? openText(key, sealed, sealContext(reference, field)) : ''
      }
      const name = open('name')
      const email = open('email')
      if ([reference, name, email].some((value) => value.toLocaleLowerCase('de').includes(term)))
        hits.push({ id, reference, name, email, status: doc.status as ApplicationStatus })
      if (hits.length >= MAX_HITS) break
    }
  }
  return hits
}
