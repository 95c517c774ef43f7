import type { Payload, PayloadRequest } from 'payload'
import type { ReceivedFile } from '@/lib/uploads/multipart'
import type { CaseFile } from '@/lib/forms/whistleblowerFollowUp'
import { caseFileContext, caseFileStore, fileNameContext } from '@/lib/whistleblower/caseFiles'
import { isCaseSealed, openValue, sealValue } from '@/lib/whistleblower/caseSealing'
import type { CaseRef } from '@/lib/whistleblower/vault'
import type { Readable } from 'node:stream'

/**
 * The files of a whistleblower case: the rows of files already sealed in the case file store
 * (src/lib/whistleblower/caseFiles.ts), written in the transaction of the report or message they belong to,
 * and the files opened again for the office or the reporter.
 */
type FileRow = {
  id: number
  report: number | { id: number }
  message?: number | { id: number } | null
  author: 'reporter' | 'office'
  storedName: string
  originalNameSealed?: string | null
  mimeType: string
  size: number
  removedMetadata?: string | null
}

export async function addCaseFileRows(
  req: PayloadRequest,
  ref: CaseRef,
  caseKey: Buffer,
  files: ReceivedFile[],
  from: { author: 'reporter' | 'office'; message?: number },
): Promise<void> {
  for (const file of files)
    await req.payload.create({
      collection: 'whistleblower-files',
      overrideAccess: true,
      req,
      depth: 0,
      data: {
        report: ref.reportId,
        caseNumber: ref.caseNumber,
        message: from.message ?? null,
        author: from.author,
        storedName: file.name,
        originalNameSealed: sealValue(caseKey, file.originalName || 'file', fileNameContext(ref.caseNumber, file.name)),
        mimeType: file.type,
        size: file.size,
        removedMetadata: file.removed.join(','),
      },
    })
}

const relation = (value: FileRow['message']) =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

/** A file row as the reporter and the office see it: its name opened with the case key. */
export function fileView(row: FileRow, caseNumber: string, caseKey: Buffer | null): CaseFile & { message: number | null } {
  const sealed = row.originalNameSealed
  return {
    id: row.id,
    name:
      caseKey && isCaseSealed(sealed) ? openValue(caseKey, sealed, fileNameContext(caseNumber, row.storedName)) : '',
    type: row.mimeType,
    size: row.size,
    removed: row.removedMetadata ? row.removedMetadata.split(',').filter(Boolean) : [],
    message: relation(row.message),
  }
}

/** The rows of a case's files, oldest first (straight from the database: listing them is no read of content). */
export async function caseFileRows(payload: Payload, reportId: number, req?: PayloadRequest): Promise<FileRow[]> {
  const { docs } = await payload.db.find({
    collection: 'whistleblower-files',
    req,
    pagination: false,
    sort: 'id',
    where: { report: { equals: reportId } },
  })
  return docs as unknown as FileRow[]
}

/** A file of a case as the office lists it, with the way to open it (with the case key) as a stream. */
export type OpenableCaseFile = CaseFile & { author: FileRow['author']; open: () => Promise<Readable> }

/** A case's files, oldest first, each opened only when asked: `open` streams it, sealed as it is read. */
export async function caseFilesWithKey(payload: Payload, ref: CaseRef, caseKey: Buffer): Promise<OpenableCaseFile[]> {
  return (await caseFileRows(payload, ref.reportId)).map((row) => {
    const { message: _message, ...file } = fileView(row, ref.caseNumber, caseKey)
    return {
      ...file,
      author: row.author,
      open: () => caseFileStore().get(row.storedName, caseKey, caseFileContext(row.storedName)),
    }
  })
}

/** One file of a case, opened with the case key, as a stream; null when the case has no such file. */
export async function openCaseFile(
  payload: Payload,
  ref: CaseRef,
  caseKey: Buffer,
  fileId: number,
): Promise<{ file: CaseFile; stream: Readable } | null> {
  const row = (await caseFileRows(payload, ref.reportId)).find((candidate) => candidate.id === fileId)
  if (!row) return null
  const stream = await caseFileStore().get(row.storedName, caseKey, caseFileContext(row.storedName))
  return { file: fileView(row, ref.caseNumber, caseKey), stream }
}
