import { caseContext } from '@/lib/whistleblower/vault'
import { sql } from '@payloadcms/db-sqlite'
import type { PayloadRequest } from 'payload'
import { SEALED_FIELDS } from '@/lib/whistleblower/reportFields'
import { auditAccess } from '@/data/whistleblower/audit'
import { newRecordKey, sealText } from '@/lib/sealed/valueSealing'
import { ReportCipher } from '@/lib/whistleblower/cipher'
import { loadReportKey, reportKeyExists, reportKeyLocation } from '@/lib/sealed/serverKeyFile'
import { moveServerHeldRecords, serverHeldCount, unwrapServerRow, wrapForDesk } from '../sealed/deskVault'
import { OFFICE } from '@/lib/whistleblower/vault'
import { inTransaction } from '../transaction'
import { payloadClient } from '../payload'

/**
 * Run at start. The server's key (WHISTLEBLOWER_KEY or its key file) is needed only for what it still holds:
 * reports of earlier versions, sealed with it alone, and cases taken in before the office had a member with a
 * key. Those are re-sealed here (each case with its own key, wrapped for the office as soon as it has one);
 * afterwards the server's key opens nothing and can be retired. When the database holds such material but
 * the key is missing or wrong, the site refuses to start: a new key could not open it.
 */
export async function prepareReportKeys(): Promise<{ resealed: number; moved: number; serverKeyNeeded: boolean }> {
  const { dataDir, whistleblowerKey } = await import('@/lib/env')
  const payload = await payloadClient()
  const legacy = await legacyReports()
  const held = await serverHeldCount(OFFICE, payload)
  if (!legacy.length && !held) return { resealed: 0, moved: 0, serverKeyNeeded: false }

  const location = reportKeyLocation(whistleblowerKey, dataDir)
  if (!reportKeyExists(whistleblowerKey, dataDir))
    throw new Error(
      `The database holds whistleblower reports sealed with the server's key, but the key is missing (${location}). ` +
        'Restore the key file from where it is kept, or set WHISTLEBLOWER_KEY; a new key could not open them.',
    )
  // The key as it is now, not the one a running process may have read before.
  const key = loadReportKey(whistleblowerKey, dataDir)
  try {
    if (legacy.length) new ReportCipher(key).decrypt(legacy[0].messageSealed, 'message')
    else await unwrapServerRow(OFFICE, payload, key)
  } catch {
    throw new Error(
      `The whistleblower key (${location}) does not open the reports in the database: it is not the key they were sealed with.`,
    )
  }

  let resealed = 0
  for (const report of legacy) {
    await inTransaction((req) => resealLegacyReport(req, new ReportCipher(key), report))
    resealed++
  }
  const moved = await inTransaction(async (req) => {
    const count = await moveServerHeldRecords(OFFICE, req)
    if (count) await auditAccess(req, 'reports-resealed', { detail: `${count} ${count === 1 ? 'Fall' : 'Fälle'}` })
    return count
  })
  const serverKeyNeeded = (await serverHeldCount(OFFICE, payload)) > 0
  // SQLite keeps deleted pages in the file: the old ciphertexts and wraps must not stay readable there.
  if ((resealed || moved) && payload.db.name === 'sqlite')
    await (payload.db as unknown as { drizzle: { run: (query: unknown) => Promise<unknown> } }).drizzle.run(sql`VACUUM`)
  return { resealed, moved, serverKeyNeeded }
}

type LegacyReport = { id: number; caseNumber: string; messageSealed: string } & Record<string, unknown>

/** Reports of earlier versions: every field sealed with the server's key alone (`v1:`). */
async function legacyReports(): Promise<LegacyReport[]> {
  const payload = await payloadClient()
  const { docs } = await payload.db.find<LegacyReport>({
    collection: 'whistleblower-reports',
    where: { messageSealed: { like: 'v1:' } },
    limit: 0,
    pagination: false,
  })
  return docs.filter((doc) => String(doc.messageSealed).startsWith('v1:'))
}

/** One report of an earlier version, and its messages, sealed anew with its own case key. */
async function resealLegacyReport(req: PayloadRequest, cipher: ReportCipher, report: LegacyReport) {
  const caseKey = newRecordKey()
  const { caseNumber } = report
  const data: Record<string, string | null> = {}
  for (const field of SEALED_FIELDS) {
    const sealed = report[`${field}Sealed`]
    data[`${field}Sealed`] =
      typeof sealed === 'string' && sealed
        ? sealText(caseKey, cipher.decrypt(sealed, field), caseContext(caseNumber, field))
        : null
  }
  await req.payload.db.updateOne({ collection: 'whistleblower-reports', id: report.id, data, req })
  const { docs: messages } = await req.payload.db.find<{ id: number; bodySealed?: string | null }>({
    collection: 'whistleblower-messages',
    where: { report: { equals: report.id } },
    limit: 0,
    pagination: false,
    req,
  })
  for (const message of messages) {
    if (!message.bodySealed?.startsWith('v1:')) continue
    const body = cipher.decrypt(message.bodySealed, `message:${caseNumber}`)
    await req.payload.db.updateOne({
      collection: 'whistleblower-messages',
      id: message.id,
      data: { bodySealed: sealText(caseKey, body, caseContext(caseNumber, 'conversation')) },
      req,
    })
  }
  await wrapForDesk(OFFICE, req, { id: report.id, reference: caseNumber }, caseKey)
}

