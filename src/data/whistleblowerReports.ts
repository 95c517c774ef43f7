import type { PayloadRequest } from 'payload'
import { SEALED_FIELDS } from '@/collections/WhistleblowerReports'
import { HumanCheckReused } from '@/lib/captcha'
import type { WhistleblowerForm } from '@/lib/forms/whistleblower'
import { hashAccessCode, newAccessCode, newCaseNumber } from '@/lib/whistleblower/caseAccess'
import {
  loadReportKey,
  ReportCipher,
  reportCipher,
  reportKeyExists,
  reportKeyLocation,
} from '@/lib/whistleblower/cipher'
import { inTransaction } from './transaction'
import { queueWhistleblowerNotice } from './whistleblowerNotices'
import { payloadClient } from './payload'

export type NewCase = { caseNumber: string; accessCode: string }

/**
 * Stores a report encrypted, with a new case number and the scrypt hash of a new access code, together with
 * the notice to the reporting office (one transaction: no report without its notice). The code itself is
 * returned once, for the reporter, and kept nowhere. No request data of the reporter is passed in.
 */
export async function storeWhistleblowerReport(
  form: WhistleblowerForm,
  challengeId: string,
  now = new Date(),
): Promise<NewCase> {
  const cipher = await reportCipher()
  const accessCode = newAccessCode()
  const accessCodeHash = await hashAccessCode(accessCode)
  const sealed: Record<string, string | null> = {}
  for (const field of SEALED_FIELDS) {
    const value = form[field]
    sealed[`${field}Sealed`] = value ? cipher.encrypt(value, field) : null
  }
  for (let attempt = 0; ; attempt++) {
    const caseNumber = newCaseNumber(now)
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
 * messages and notices.
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
    await inTransaction(async (req) => {
      await req.payload.delete({
        collection: 'whistleblower-messages',
        overrideAccess: true,
        req,
        where: { report: { equals: report.id } },
      })
      await req.payload.delete({
        collection: 'whistleblower-notifications',
        overrideAccess: true,
        req,
        where: { reportId: { equals: report.id } },
      })
      await req.payload.delete({ collection: 'whistleblower-reports', id: report.id, overrideAccess: true, req })
    })
  }
  return docs.length
}

/**
 * The fields a Payload validation error names, recognised by its shape: the production build holds Payload's
 * ValidationError class twice, so `instanceof` is false there (a replayed human check answered 500).
 */
function invalidPaths(error: unknown): string[] {
  const { status, data } = (error ?? {}) as { status?: number; data?: { errors?: { path?: string }[] } }
  return status === 400 && Array.isArray(data?.errors) ? data.errors.map((e) => e.path ?? '') : []
}

/**
 * Run at start: when the database holds reports, the configured key must open them. A missing key is never
 * replaced by a new one then, since no report could be opened with it; the site refuses to start instead.
 */
export async function checkReportKey(): Promise<void> {
  const { dataDir, whistleblowerKey } = await import('@/lib/env')
  const payload = await payloadClient()
  // The adapter's own read: the collection's hooks would decrypt, and create a key when there is none.
  const report = await payload.db.findOne<{ id: number; messageSealed?: string | null }>({
    collection: 'whistleblower-reports',
    where: { messageSealed: { exists: true } },
  })
  if (!report?.messageSealed) {
    await reportCipher()
    return
  }
  const location = reportKeyLocation(whistleblowerKey, dataDir)
  if (!reportKeyExists(whistleblowerKey, dataDir))
    throw new Error(
      `The database holds whistleblower reports, but their key is missing (${location}). ` +
        'Restore the key file from where it is kept, or set WHISTLEBLOWER_KEY; a new key could not open them.',
    )
  try {
    // The key as it is now, not the one a running process may have read before.
    new ReportCipher(loadReportKey(whistleblowerKey, dataDir)).decrypt(report.messageSealed, 'message')
  } catch {
    throw new Error(
      `The whistleblower key (${location}) does not open the reports in the database: it is not the key they were sealed with.`,
    )
  }
}
