import type { PayloadRequest } from 'payload'
import { SEALED_FIELDS } from '@/collections/WhistleblowerReports'
import { HumanCheckReused } from '@/lib/captcha'
import { invalidPaths } from '@/lib/payloadErrors'
import type { WhistleblowerForm } from '@/lib/forms/whistleblower'
import { hashAccessCode, newAccessCode, newCaseNumber } from '@/lib/whistleblower/caseAccess'
import { newCaseKey, sealValue } from '@/lib/whistleblower/caseSealing'
import { wrapForOffice, wrapForReporter } from '@/lib/whistleblower/vault'
import type { ReceivedFile } from '@/lib/uploads/multipart'
import { inTransaction } from './transaction'
import { addCaseFileRows } from '@/collections/whistleblowerFileRows'
import { queueWhistleblowerNotice } from './whistleblowerNotices'
import { payloadClient } from './payload'

export type NewCase = { caseNumber: string; accessCode: string }

/**
 * Stores a report sealed with a new random case key, with a new case number and the scrypt hash of a new
 * access code; the case key is stored only wrapped for the office's members, the recovery key and the
 * reporter (src/lib/whistleblower/vault.ts), with the rows of the files sent along (`attached`, sealed in the
 * store with `attached.caseKey` while they arrived). All of it and the notice to the reporting office in one
 * transaction: no report without its keys and notice. The code itself is returned once, for the reporter,
 * and kept nowhere. No request data of the reporter is passed in.
 */
export async function storeWhistleblowerReport(
  form: WhistleblowerForm,
  challengeId: string,
  now = new Date(),
  attached?: { caseKey: Buffer; files: ReceivedFile[] },
): Promise<NewCase> {
  const accessCode = newAccessCode()
  const { hash: accessCodeHash, reporterKey } = await hashAccessCode(accessCode)
  // Files come sealed already, with the key drawn for the case before they arrived.
  const caseKey = attached?.caseKey ?? newCaseKey()
  for (let attempt = 0; ; attempt++) {
    const caseNumber = newCaseNumber(now)
    const sealed: Record<string, string | null> = {}
    for (const field of SEALED_FIELDS) {
      const value = form[field]
      sealed[`${field}Sealed`] = value ? sealValue(caseKey, value, { caseNumber, field }) : null
    }
    try {
      await inTransaction(async (req: PayloadRequest) => {
        const report = await req.payload.create({
          collection: 'whistleblower-reports',
          overrideAccess: true,
          req,
          depth: 0,
          data: {
            caseNumber,
            status: 'received',
            receivedAt: now.toISOString(),
            accessCodeHash,
            challengeId,
            ...sealed,
          },
        })
        const ref = { reportId: report.id, caseNumber }
        await wrapForOffice(req, ref, caseKey)
        await wrapForReporter(req, ref, caseKey, reporterKey)
        if (attached) await addCaseFileRows(req, ref, caseKey, attached.files, { author: 'reporter' })
        await queueWhistleblowerNotice(req, { caseNumber, reportId: report.id, kind: 'new-report' }, now)
      })
      return { caseNumber, accessCode }
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
