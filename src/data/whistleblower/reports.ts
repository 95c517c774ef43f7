import type { WhistleblowerForm } from '@/lib/forms/whistleblower'
import { inTransaction } from '../transaction'
import { payloadClient } from '../payload'
import { storeCase, type CaseInput } from './newCase'
import { queueWhistleblowerNotice } from './notices'

/**
 * Stores a report sent with the website's form (channel web, received now), with the files sent along
 * (`attached`, sealed in the store with `attached.caseKey` while they arrived) and the notice to the office.
 * No request data of the reporter is passed in.
 */
export async function storeWhistleblowerReport(
  form: WhistleblowerForm,
  challengeId: string,
  now = new Date(),
  attached?: CaseInput['attached'],
): Promise<{ caseNumber: string; accessCode: string }> {
  // The reporter's answer: the record's id is none of theirs.
  const { caseNumber, accessCode } = await storeCase(await payloadClient(), {
    fields: form,
    challengeId,
    channel: 'web',
    receivedAt: now,
    attached,
    alsoDo: (req, { reportId, caseNumber }) =>
      queueWhistleblowerNotice(req, { caseNumber, reportId, kind: 'new-report' }, now),
  })
  return { caseNumber, accessCode }
}

/**
 * HinSchG §11: removes every report whose deletion date (3 years after closing) has passed, with its
 * messages, internal notes, keys and notices.
 */
export async function deleteExpiredReports(now = new Date()): Promise<number> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'whistleblower-reports',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { caseNumber: true },
    where: { deleteAfter: { less_than: now.toISOString() } },
  })
  for (const report of docs) {
    // The report's hooks delete its messages, notes, keys and notices in the same transaction.
    await inTransaction((req) =>
      req.payload.delete({ collection: 'whistleblower-reports', id: report.id, overrideAccess: true, req }),
    )
  }
  return docs.length
}
