import type { NextResponse } from 'next/server'
import { archiveName, caseArchiveEntries } from '@/admin/whistleblower/caseFileDocument'
import { figuresLanguage } from '@/admin/whistleblower/figureRows'
import { ApiError, handle, idParam } from '@/lib/api'
import { attachmentResponse } from '@/lib/uploads/attachment'
import { zipStream } from '@/lib/uploads/zipArchive'
import { caseArchiveFor } from '@/data/whistleblower/caseFile'
import { officeUser } from '@/data/whistleblower/deskCases'

export const dynamic = 'force-dynamic'

/**
 * The whole case as a ZIP for review on an offline machine: GET /api/whistleblower/desk/cases/{id}/archive?lang=de
 * — the case file as text (what the printable case file shows, with each file's size and SHA-256) and every
 * file decrypted, as stored (metadata removed). Made as it is sent, one file after the other; an attachment;
 * one 'export' entry in the case's access log. Members of the office whose key opens the case only: anyone
 * else 403 (admins and editors too), a malformed id or language 400, no such case 404.
 */
export function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handle(async () => {
    const member = await officeUser(request.headers)
    if (!member) throw new ApiError(403, 'Only members of the reporting office export cases')
    const id = idParam((await params).id)
    const lang = new URL(request.url).searchParams.get('lang')
    if (lang !== null && lang !== 'de' && lang !== 'en') throw new ApiError(400, "Unsupported lang: use 'de' or 'en'")
    const language = figuresLanguage(lang)
    const now = new Date()
    const archive = await caseArchiveFor(member, id, now)
    if ('refused' in archive) {
      if (archive.refused === 404) throw new ApiError(404, 'Case not found')
      throw new ApiError(403, 'This case is not open for you: sign in again, or ask a member to grant you access')
    }
    const zip = zipStream(caseArchiveEntries(archive, language), now)
    return attachmentResponse(zip, {
      type: 'application/zip',
      name: archiveName(archive.file.caseNumber, language),
    }) as NextResponse
  })
}
