import type { PayloadRequest } from 'payload'
import { auditApplications } from './audit'

/** Who changed an applicant's talent-pool consent: the applicant themselves, or HR recording one in writing. */
export type ConsentSource = { by: 'applicant' } | { by: 'hr'; reason: string }

/**
 * Gives or withdraws the talent-pool consent of application `id`, in `req`'s transaction: the collection's
 * guard (src/collections/applications/applicationConsent.ts) lets only this through, the deletion date follows
 * (its beforeChange hook), and HR's log says who, how and, for HR, why. Answers whether anything changed.
 */
export async function changeTalentPoolConsent(
  req: PayloadRequest,
  id: number,
  given: boolean,
  source: ConsentSource,
): Promise<boolean> {
  const current = (await req.payload.db.findOne({
    collection: 'applications',
    req,
    where: { id: { equals: id } },
  })) as { reference: string; talentPool?: boolean | null } | null
  if (!current || Boolean(current.talentPool) === given) return false
  await req.payload.update({
    collection: 'applications',
    id,
    overrideAccess: true,
    req,
    depth: 0,
    context: { consentBy: source.by },
    data: { talentPool: given },
  })
  await auditApplications(req, given ? 'consent-given' : 'consent-withdrawn', {
    reference: current.reference,
    detail: source.by === 'hr' ? `schriftlich, erfasst von der Personalabteilung: ${source.reason}` : 'von der Person selbst, über ihren Link',
  })
  return true
}
