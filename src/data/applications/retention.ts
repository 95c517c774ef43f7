import { APPLICATION_STATUSES } from '@/lib/applications/desk'
import { applicationFileStore } from '@/lib/applications/files'
import { CLOSED_STATUSES, untouchedSince } from '@/lib/applications/retention'
import { payloadClient } from '../payload'
import { inTransaction } from '../transaction'
import { queueApplicationMail } from '@/data/applications/outbox'
import { hrReminderMail } from '@/lib/mail/applicationMail'
import { siteUrl } from '@/lib/env'

/**
 * Removes every application whose deletion date has passed: its sealed documents from the store, its document
 * rows, keys, mails and notes, and itself, leaving one line in HR's log without anything of the applicant. Answers
 * how many went.
 */
export async function deleteDueApplications(now = new Date()): Promise<number> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'applications',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { reference: true },
    where: { deleteAfter: { less_than: now.toISOString() } },
  })
  const store = applicationFileStore()
  for (const application of docs) {
    // The collection's delete hooks (collections/applicationRemoval.ts) delete its rows and log it.
    const documents = await inTransaction(async (req) => {
      await req.payload.delete({
        collection: 'applications',
        id: application.id,
        overrideAccess: true,
        req,
        context: { retention: true },
      })
      return (req.context.removedDocuments as string[] | undefined) ?? []
    })
    for (const name of documents) await store.remove(name)
  }
  return docs.length
}

/** Open applications untouched for UNTOUCHED_APPLICATION_MONTHS: one reminder each to every HR member. */
export async function remindOfUntouchedApplications(now = new Date()): Promise<number> {
  const payload = await payloadClient()
  const open = APPLICATION_STATUSES.filter((status) => !CLOSED_STATUSES.includes(status))
  const { docs } = await payload.find({
    collection: 'applications',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { reference: true },
    where: {
      and: [
        { status: { in: open } },
        { touchedAt: { less_than: untouchedSince(now).toISOString() } },
        { remindedAt: { exists: false } },
      ],
    },
  })
  for (const application of docs)
    await inTransaction(async (req) => {
      const { docs: members } = await req.payload.db.find({
        collection: 'users',
        req,
        pagination: false,
        where: { roles: { in: ['hr'] } },
      })
      for (const member of members)
        await queueApplicationMail(
          req,
          {
            reference: application.reference,
            applicationId: application.id,
            kind: 'reminder',
            envelope: hrReminderMail(application.reference, String((member as { email?: string }).email), siteUrl),
          },
          now,
        )
      await req.payload.db.updateOne({
        collection: 'applications',
        id: application.id,
        req,
        data: { remindedAt: now.toISOString() },
      })
    })
  return docs.length
}
