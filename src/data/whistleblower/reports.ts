import { caseContext } from '@/lib/whistleblower/vault'
import type { PayloadRequest } from 'payload'
import { SEALED_FIELDS } from '@/lib/whistleblower/reportFields'
import { HumanCheckReused } from '@/lib/captcha'
import { invalidPaths } from '@/lib/payloadErrors'
import type { CaseChannel } from '@/lib/constants'
import type { WhistleblowerForm } from '@/lib/forms/whistleblower'
import { hashAccessCode, newAccessCode, newCaseNumber } from '@/lib/whistleblower/caseAccess'
import { newRecordKey, sealText } from '@/lib/sealed/valueSealing'
import { wrapForDesk } from '../sealed/deskVault'
import { wrapForReporter } from './reporterKeys'
import { OFFICE } from '@/lib/whistleblower/vault'
import type { ReceivedFile } from '@/lib/uploads/multipart'
import { inTransaction } from '../transaction'
import { addCaseFileRows } from '@/data/whistleblower/caseFileRows'
import { queueWhistleblowerNotice } from './notices'
import { payloadClient } from '../payload'

export type NewCase = { reportId: number; caseNumber: string; accessCode: string }

/** What a new case is stored from: its words (sealed), where it came from and when it was received. */
export type CaseInput = {
  fields: Partial<Record<(typeof SEALED_FIELDS)[number], string | undefined>>
  /** The human check's id (web), or a one-off id of the desk's recording: unique either way. */
  challengeId: string
  channel: CaseChannel
  receivedAt: Date
  /** Files that came with it, sealed already with the key drawn for the case before they arrived. */
  attached?: { caseKey: Buffer; files: ReceivedFile[] }
  /** Within the case's transaction, once its report, keys and notice are written. */
  alsoDo?: (req: PayloadRequest, ref: { reportId: number; caseNumber: string }) => Promise<void>
}

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
  const { caseNumber, accessCode } = await storeCase({
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
 * Stores a case sealed with a new random case key, with a new case number and the scrypt hash of a new
 * access code; the case key is stored only wrapped for the office's members, the recovery key and the
 * reporter (src/lib/whistleblower/vault.ts), with the rows of its files. All of it (and `alsoDo`) in one
 * transaction: no case without its keys. The code itself is returned once, for the reporter, and kept nowhere.
 */
export async function storeCase({
  fields,
  challengeId,
  channel,
  receivedAt,
  attached,
  alsoDo,
}: CaseInput): Promise<NewCase> {
  const accessCode = newAccessCode()
  const { hash: accessCodeHash, reporterKey } = await hashAccessCode(accessCode)
  // Files come sealed already, with the key drawn for the case before they arrived.
  const caseKey = attached?.caseKey ?? newRecordKey()
  for (let attempt = 0; ; attempt++) {
    const caseNumber = newCaseNumber(receivedAt)
    const sealed: Record<string, string | null> = {}
    for (const field of SEALED_FIELDS) {
      const value = fields[field]
      sealed[`${field}Sealed`] = value ? sealText(caseKey, value, caseContext(caseNumber, field)) : null
    }
    try {
      const reportId = await inTransaction(async (req: PayloadRequest) => {
        const report = await req.payload.create({
          collection: 'whistleblower-reports',
          overrideAccess: true,
          req,
          depth: 0,
          data: {
            caseNumber,
            status: 'received',
            channel,
            receivedAt: receivedAt.toISOString(),
            accessCodeHash,
            challengeId,
            ...sealed,
          },
        })
        const ref = { id: report.id, reference: caseNumber }
        await wrapForDesk(OFFICE, req, ref, caseKey)
        await wrapForReporter(req, ref, caseKey, reporterKey)
        if (attached) await addCaseFileRows(req, ref, caseKey, attached.files, { author: 'reporter' })
        await alsoDo?.(req, { reportId: report.id, caseNumber })
        return report.id
      })
      return { reportId, caseNumber, accessCode }
    } catch (error) {
      const paths = invalidPaths(error)
      if (paths.some((path) => /challenge/i.test(path))) throw new HumanCheckReused()
      // A case number drawn twice (one in a billion per pair): draw again.
      if (paths.some((path) => /caseNumber|case_number/.test(path)) && attempt < 3) continue
      throw error
    }
  }
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
