import type { PayloadRequest } from 'payload'
import { personName, type Named } from '@/lib/sealed/personName'
import type { ApplicationAuditAction } from '@/lib/applications/auditActions'

/** One entry by the signed-in user of `req` (or the system), in the request's transaction. */
export async function auditApplications(
  req: PayloadRequest,
  action: ApplicationAuditAction,
  { reference, subject, detail }: { reference?: string; subject?: Named; detail?: string } = {},
): Promise<void> {
  await req.payload.create({
    collection: 'application-audit' as never,
    overrideAccess: true,
    req,
    depth: 0,
    data: {
      reference,
      userName: personName(req.user as Named),
      action,
      subjectName: subject ? personName(subject) : undefined,
      detail,
    } as never,
  })
}
