import { ValidationError } from 'payload'
import { SEALED_FIELDS } from '@/collections/WhistleblowerReports'
import { HumanCheckReused } from '@/lib/captcha'
import type { WhistleblowerForm } from '@/lib/forms/whistleblower'
import { hashAccessCode, newAccessCode, newCaseNumber } from '@/lib/whistleblower/caseAccess'
import { reportCipher } from '@/lib/whistleblower/cipher'
import { payloadClient } from './payload'

export type NewCase = { caseNumber: string; accessCode: string }

/**
 * Stores a report encrypted, with a new case number and the scrypt hash of a new access code; the code itself
 * is returned once, for the reporter, and kept nowhere. No request data of the reporter is passed in.
 */
export async function storeWhistleblowerReport(
  form: WhistleblowerForm,
  challengeId: string,
  now = new Date(),
): Promise<NewCase> {
  const payload = await payloadClient()
  const cipher = await reportCipher()
  const accessCode = newAccessCode()
  const sealed: Record<string, string | null> = {}
  for (const field of SEALED_FIELDS) {
    const value = form[field]
    sealed[`${field}Sealed`] = value ? cipher.encrypt(value, field) : null
  }
  for (let attempt = 0; ; attempt++) {
    const caseNumber = newCaseNumber(now)
    try {
      await payload.create({
        collection: 'whistleblower-reports',
        overrideAccess: true,
        depth: 0,
        data: {
          caseNumber,
          status: 'received',
          receivedAt: now.toISOString(),
          accessCodeHash: hashAccessCode(accessCode),
          challengeId,
          ...sealed,
        },
      })
      return { caseNumber, accessCode }
    } catch (error) {
      const paths = error instanceof ValidationError ? error.data.errors.map((e) => e.path ?? '') : []
      if (paths.some((path) => /challenge/i.test(path))) throw new HumanCheckReused()
      // A case number drawn twice (one in a billion per pair): draw again.
      if (paths.some((path) => /caseNumber|case_number/.test(path)) && attempt < 3) continue
      throw error
    }
  }
}

/** HinSchG §11: removes every report whose deletion date (3 years after closing) has passed. */
export async function deleteExpiredReports(now = new Date()): Promise<number> {
  const payload = await payloadClient()
  const result = await payload.delete({
    collection: 'whistleblower-reports',
    overrideAccess: true,
    where: { deleteAfter: { less_than: now.toISOString() } },
  })
  return result.docs.length
}
