import { caseFileRows, fileView } from '@/collections/whistleblowerFileRows'
import { payloadClient } from '../payload'

export type CaseFileEntry = {
  id: number
  author: 'reporter' | 'office'
  type: string
  size: number
  removed: string[]
}

/**
 * A case's files for the office's list on the case (admin): type, size, sender and what metadata was removed,
 * without names (sealed; the download opens them) or contents.
 */
export async function caseFileList(reportId: number): Promise<CaseFileEntry[]> {
  const rows = await caseFileRows(await payloadClient(), reportId)
  return rows.map((row) => {
    const { id, type, size, removed } = fileView(row, '', null)
    return { id, author: row.author, type, size, removed }
  })
}
