import { idParam } from '@/lib/api'
import { caseLoginSchema } from '@/lib/forms/whistleblowerFollowUp'
import { attachmentName, attachmentResponse } from '@/lib/uploads/attachment'
import { followUpHandler } from '@/lib/whistleblower/followUpRoute'
import { findReporterCase, reporterFile } from '@/data/whistleblower/followUp'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

/**
 * The reporter downloads a file of their case (their own, or one the office sent with a reply), opened with
 * case number and access code like the case itself: an attachment only. A file not in the case: 404.
 */
export async function POST(request: Request, { params }: Context) {
  const raw = (await params).id
  return followUpHandler(caseLoginSchema, 200, async ({ caseNumber, accessCode }) => {
    const id = idParam(raw)
    const found = await findReporterCase(caseNumber, accessCode)
    if (!found) return null
    const opened = await reporterFile(found, id)
    if (!opened) return Response.json({ error: 'File not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
    const { file, stream } = opened
    return attachmentResponse(stream, { type: file.type, size: file.size, name: attachmentName(file.name, `file-${id}`, file.type) })
  })(request)
}
