import type { Payload, PayloadRequest } from 'payload'
import { HumanCheckReused } from '@/lib/captcha'
import type { CaseChannel } from '@/lib/constants'
import { invalidPaths } from '@/lib/payloadErrors'
import { newRecordKey, sealText } from '@/lib/sealed/valueSealing'
import type { ReceivedFile } from '@/lib/uploads/multipart'
import { hashAccessCode, newAccessCode, newCaseNumber } from '@/lib/whistleblower/caseAccess'
import { CASE_SEALED_FIELDS, type CaseSealedField } from '@/lib/whistleblower/reportFields'
import { caseContext, OFFICE } from '@/lib/whistleblower/vault'
import { wrapForDesk } from '../sealed/deskVault'
import { inPayloadTransaction } from '../payloadTransaction'
import { addCaseFileRows } from './caseFileRows'
import { wrapForReporter } from './reporterKeys'

/**
 * A new case, from the website's form (reports.ts) or the office's desk (deskCases.ts): sealed, numbered, keyed.
 * Takes the Payload instance, so the office's endpoints store cases without importing the config.
 */

export type NewCase = { reportId: number; caseNumber: string; accessCode: string }

/** What a new case is stored from: its words (sealed), where it came from and when it was received. */
export type CaseInput = {
  fields: Partial<Record<CaseSealedField, string | undefined>>
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
 * Stores a case sealed with a new random case key, with a new case number and the scrypt hash of a new
 * access code; the case key is stored only wrapped for the office's members, the recovery key and the
 * reporter (src/lib/whistleblower/vault.ts), with the rows of its files. All of it (and `alsoDo`) in one
 * transaction: no case without its keys. The code itself is returned once, for the reporter, and kept nowhere.
 */
export async function storeCase(
  payload: Payload,
  { fields, challengeId, channel, receivedAt, attached, alsoDo }: CaseInput,
): Promise<NewCase> {
  const accessCode = newAccessCode()
  const { hash: accessCodeHash, reporterKey } = await hashAccessCode(accessCode)
  // Files come sealed already, with the key drawn for the case before they arrived.
  const caseKey = attached?.caseKey ?? newRecordKey()
  for (let attempt = 0; ; attempt++) {
    const caseNumber = newCaseNumber(receivedAt)
    const sealed: Record<string, string | null> = {}
    for (const field of CASE_SEALED_FIELDS) {
      const value = fields[field]
      sealed[`${field}Sealed`] = value ? sealText(caseKey, value, caseContext(caseNumber, field)) : null
    }
    try {
      const reportId = await inPayloadTransaction(payload, async (req: PayloadRequest) => {
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
