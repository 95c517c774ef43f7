import { APPLICATION_STATUSES, HR_ROLE } from '@/lib/applications/desk'
import { applicationFileStore } from '@/lib/applications/files'
import { CLOSED_STATUSES, untouchedSince } from '@/lib/applications/retention'
import { payloadClient } from '../payload'
import { inTransaction } from '../transaction'
import { queueApplicationMail } from '@/data/applications/outbox'
import { hrReminderDigest } from '@/lib/mail/applicationMail'
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

const DIGEST_GAP_MS = 20 * 60 * 60 * 1000

/**
 * Open applications untouched for UNTOUCHED_APPLICATION_MONTHS (no change, no note): one digest a day to each
 * HR member, naming each such application once with its link. The hourly job sends nothing while the last
 * digest is younger than DIGEST_GAP_MS, so applications that fall due meanwhile wait for the next day's.
 * Answers how many applications the digest named.
 */
export async function remindOfUntouchedApplications(now = new Date()): Promise<number> {
  const payload = await payloadClient()
  // The last digest's time is the `remindedAt` of the applications it named.
  const { totalDocs: recent } = await payload.count({
    collection: 'applications',
    overrideAccess: true,
    where: {
      and: [
        { remindedAt: { greater_than: new Date(now.getTime() - DIGEST_GAP_MS).toISOString() } },
        { remindedAt: { less_than_equal: now.toISOString() } },
      ],
    },
  })
  if (recent > 0) return 0
  const open = APPLICATION_STATUSES.filter((status) => !CLOSED_STATUSES.includes(status))
  const { docs } = await payload.find({
    collection: 'applications',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: 'receivedAt',
    select: { reference: true },
    where: {
      and: [
        { status: { in: open } },
        { touchedAt: { less_than: untouchedSince(now).toISOString() } },
        { remindedAt: { exists: false } },
      ],
    },
  })
  if (!docs.length) return 0
  const due = docs.map((doc) => ({ id: Number(doc.id), reference: String(doc.reference) }))
  await inTransaction(async (req) => {
    const { docs: members } = await req.payload.db.find({
      collection: 'users',
      req,
      pagination: false,
      where: { roles: { in: [HR_ROLE] } },
    })
    for (const member of members)
      await queueApplicationMail(
        req,
        {
          reference: due.map((application) => application.reference).join(', ').slice(0, 200),
          applicationId: null,
          kind: 'reminder',
          envelope: hrReminderDigest(due, String((member as { email?: string }).email), siteUrl),
        },
        now,
      )
    for (const application of due)
      await req.payload.db.updateOne({
        collection: 'applications',
        id: application.id,
        req,
        data: { remindedAt: now.toISOString() },
      })
  })
  return due.length
}
