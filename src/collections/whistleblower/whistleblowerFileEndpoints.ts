import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { hasRole } from '@/access/roles'
import { ApiError } from '@/lib/api'
import { attachmentName, attachmentResponse } from '@/lib/uploads/attachment'
import { receiveCaseUpload } from '@/lib/whistleblower/caseUploads'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import type { RecordRef } from '@/lib/sealed/deskKeys'
import { OFFICE, OFFICE_ROLE } from '@/lib/whistleblower/vault'
import { addCaseFileRows, openCaseFile } from '@/data/whistleblower/caseFileRows'
import { audit } from '@/data/whistleblower/audit'

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

async function caseOf(req: PayloadRequest, reportId: number): Promise<RecordRef | null> {
  if (!Number.isInteger(reportId) || reportId < 1) return null
  const found = await req.payload.db.findOne<{ id: number; caseNumber: string }>({
    collection: 'whistleblower-reports',
    req,
    where: { id: { equals: reportId } },
  })
  return found ? { id: found.id, reference: found.caseNumber } : null
}

/**
 * `GET /cms-api/whistleblower-files/:id/download`: one file of a case, opened with the case key of the office
 * member signed in, as an attachment (never inline), each download in the access log. Anyone else: 403.
 */
const download: Endpoint = {
  path: '/:id/download',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, OFFICE_ROLE)) return json({ message: 'Forbidden' }, 403)
    const id = Number(req.routeParams?.id)
    const row = Number.isInteger(id)
      ? await req.payload.db.findOne<{ id: number; report: number }>({
          collection: 'whistleblower-files',
          req,
          where: { id: { equals: id } },
        })
      : null
    const ref = row ? await caseOf(req, Number(row.report)) : null
    if (!row || !ref) return json({ message: 'Not found' }, 404)
    const key = await recordKeyForMember(OFFICE, req, ref)
    if (!key) return json({ message: 'Not granted' }, 403)
    const opened = await openCaseFile(req.payload, ref, key, id)
    if (!opened) return json({ message: 'Not found' }, 404)
    const { file, stream } = opened
    await audit(req, ref.reference, 'file-download', { detail: `#${id}` })
    return attachmentResponse(stream, { ...file, name: attachmentName(file.name, `file-${id}`, file.type) })
  },
}

/**
 * `POST /cms-api/whistleblower-files/reply`: the office's reply with files (multipart/form-data: `report` and
 * `message` first, then up to 10 `files`), sealed with the member's case key as they arrive; the message and
 * the files' rows stored in one transaction, or nothing. The reporter reads and downloads them in the follow-up.
 */
const reply: Endpoint = {
  path: '/reply',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, OFFICE_ROLE)) return json({ message: 'Forbidden' }, 403)
    const opened: { ref?: RecordRef; key?: Buffer } = {}
    try {
      const upload = await receiveCaseUpload(req as unknown as Request, async (fields) => {
        const ref = await caseOf(req, Number(fields.report))
        if (!ref) throw new ApiError(400, 'Invalid input', { report: 'no such report' })
        const key = await recordKeyForMember(OFFICE, req, ref)
        if (!key) throw new ApiError(403, 'Not granted')
        Object.assign(opened, { ref, key })
        return key
      })
      const { fields, files } = upload
      try {
        const text = (fields.message ?? '').trim()
        if (!text) throw new ApiError(400, 'Invalid input', { message: 'required' })
        if (!files.length) throw new ApiError(400, 'Invalid input', { files: 'required' })
        const { ref, key } = opened
        if (!ref || !key) throw new ApiError(400, 'Invalid input', { report: 'no such report' })
        await initTransaction(req)
        try {
          const message = await req.payload.create({
            collection: 'whistleblower-messages',
            req,
            overrideAccess: false,
            depth: 0,
            data: { report: ref.id, body: text, author: 'office' },
          })
          await addCaseFileRows(req, ref, key, files, { author: 'office', message: message.id })
          await audit(req, ref.reference, 'file-sent', { detail: `${files.length}` })
          await commitTransaction(req)
        } catch (error) {
          await killTransaction(req)
          throw error
        }
        return json(
          { ok: true, files: files.map((file) => ({ name: file.originalName, removed: file.removed })) },
          201,
        )
      } catch (error) {
        await upload.discard()
        throw error
      }
    } catch (error) {
      if (error instanceof ApiError)
        return json({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) }, error.status)
      throw error
    }
  },
}

export const caseFileEndpoints = [download, reply]
