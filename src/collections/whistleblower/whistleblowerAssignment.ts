import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { OFFICE_ROLE } from '@/lib/whistleblower/vault'
import { audit } from '@/data/whistleblower/audit'
import type { Named } from '@/lib/sealed/personName'
import { assigneeId } from '@/lib/relationId'
import { staffLanguage } from '@/lib/staffLanguages'

/**
 * Who handles a case: one member of the reporting office who can open it (holds its key). Assigning is logged
 * with the member's name; it carries nothing of the case's content.
 */

const NOT_A_MEMBER = {
  de: 'Zuständig kann nur ein Mitglied der Meldestelle sein, das Zugang zu diesem Fall hat.',
  en: 'Only a member of the reporting office with access to this case can be assigned.',
}

type Member = Named & { id: number; roles?: string[] | null }

async function findUser(req: PayloadRequest, id: number): Promise<Member | null> {
  return req.payload.db.findOne<Member>({ collection: 'users', where: { id: { equals: id } }, req })
}

/** A 400 on `assignee` unless it is empty or a member who holds this case's key. */
export const checkAssignee: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !('assignee' in data)) return data
  const id = assigneeId(data.assignee)
  if (id === null || id === assigneeId(originalDoc?.assignee)) return data
  const refuse = () => {
    const message = NOT_A_MEMBER[staffLanguage(req.i18n?.language)]
    return new ValidationError({ errors: [{ path: 'assignee', message }] })
  }
  const user = Number.isInteger(id) ? await findUser(req, id) : null
  if (!user?.roles?.includes(OFFICE_ROLE)) throw refuse()
  const { totalDocs } = await req.payload.count({
    collection: 'whistleblower-keys',
    overrideAccess: true,
    req,
    where: {
      and: [
        { reportId: { equals: originalDoc?.id } },
        { holder: { equals: 'member' } },
        { userId: { equals: id } },
      ],
    },
  })
  if (totalDocs === 0) throw refuse()
  return data
}

/** The 'assign' entry when the assignee changed; answers whether it did. */
export async function auditAssignment(
  req: PayloadRequest,
  doc: { caseNumber: string; assignee?: unknown },
  previousDoc: { assignee?: unknown } | undefined,
): Promise<boolean> {
  const id = assigneeId(doc.assignee)
  if (id === assigneeId(previousDoc?.assignee)) return false
  await audit(req, doc.caseNumber, 'assign', { subject: id === null ? null : await findUser(req, id) })
  return true
}
