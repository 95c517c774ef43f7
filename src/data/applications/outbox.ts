import type { PayloadRequest } from 'payload'
import type { ApplicationEnvelope } from '@/lib/mail/applicationMail'
import { serverKey } from '@/lib/sealed/serverKey'
import { sealText } from '@/lib/sealed/valueSealing'

export const OUTBOX = { desk: 'applications-outbox' }

/** A mail of HR's outbox, sealed with the server's key until it is sent (see ApplicationMails.ts). */
export async function queueApplicationMail(
  req: PayloadRequest,
  mail: { reference: string; applicationId: number | null; kind: string; envelope: ApplicationEnvelope },
  now = new Date(),
): Promise<void> {
  const envelopeSealed = sealText(await serverKey(), JSON.stringify(mail.envelope), {
    ...OUTBOX,
    reference: mail.reference,
    field: mail.kind,
  })
  await req.payload.create({
    collection: 'application-mails',
    overrideAccess: true,
    req,
    depth: 0,
    data: {
      reference: mail.reference,
      applicationId: mail.applicationId,
      kind: mail.kind as never,
      envelopeSealed,
      deliveryStatus: 'queued',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
    },
  })
}
