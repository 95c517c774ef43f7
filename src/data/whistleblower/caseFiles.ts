import type { PayloadRequest } from 'payload'
import { caseFileRows, fileView } from '@/data/whistleblower/caseFileRows'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import { OFFICE } from '@/lib/whistleblower/vault'
import { payloadClient } from '../payload'

export type CaseFileEntry = {
  id: number
  author: 'reporter' | 'office'
  /** The name as sent, opened with the member's case key; empty when the case is not open for them. */
  name: string
  type: string
  size: number
  removed: string[]
}

/**
 * A case's files for the office's list on the case (admin): name, type, size, sender and what metadata was
 * removed, never their contents (the download opens them). `open`: the member's key opens the case, so names,
 * downloads and replies work for them.
 */
export async function caseFileList(
  req: PayloadRequest,
  reportId: number,
): Promise<{ open: boolean; files: CaseFileEntry[] }> {
  const payload = await payloadClient()
  const rows = await caseFileRows(payload, reportId)
  const report = (await payload.db.findOne({
    collection: 'whistleblower-reports',
    where: { id: { equals: reportId } },
  })) as { caseNumber: string } | null
  const key = report ? await recordKeyForMember(OFFICE, req, { id: reportId, reference: report.caseNumber }) : null
  const files = rows.map((row) => {
    const { id, name, type, size, removed } = fileView(row, report?.caseNumber ?? '', key)
    return { id, author: row.author, name, type, size, removed }
  })
  return { open: key !== null, files }
}
