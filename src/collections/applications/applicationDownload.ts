import type { Endpoint } from 'payload'
import { hasRole } from '@/access/roles'
import { APPLICATIONS_DESK, fileContext, HR_ROLE, sealContext } from '@/lib/applications/desk'
import { applicationFileStore } from '@/lib/applications/files'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import { openText } from '@/lib/sealed/valueSealing'
import { attachmentName, attachmentResponse } from '@/lib/uploads/attachment'
import { auditApplications } from '@/data/applications/audit'

const json = (body: unknown, status: number) => Response.json(body, { status })

/**
 * `GET /cms-api/applications/:id/files/:index`: one document, opened for the HR member (or the hiring manager
 * it is shared with) whose session holds the
 * application's key, streamed as an attachment (never shown inline from the site's origin), each download
 * logged. Everyone else: 403; an application or document that is not there: 404.
 */
export const downloadEndpoint: Endpoint = {
  path: '/:id/files/:index',
  method: 'get',
  handler: async (req) => {
    // A hiring manager gets only the documents of applications shared with them: their key opens no other.
    if (!hasRole(req.user, HR_ROLE, APPLICATIONS_DESK.readers.role))
      return json({ message: 'Forbidden' }, 403)
    const id = Number(req.routeParams?.id)
    const index = Number(req.routeParams?.index)
    if (!Number.isInteger(id) || !Number.isInteger(index) || id < 1 || index < 0)
      return json({ message: 'Not found' }, 404)
    const application = (await req.payload.db.findOne({
      collection: 'applications',
      req,
      where: { id: { equals: id } },
    })) as { id: number; reference: string } | null
    const file = application
      ? ((await req.payload.db.findOne({
          collection: 'application-files',
          req,
          where: { and: [{ application: { equals: id } }, { index: { equals: index } }] },
        })) as { storedName: string; mimeType: string; size: number; originalNameSealed?: string } | null)
      : null
    if (!application || !file) return json({ message: 'Not found' }, 404)
    const { reference } = application
    const key = await recordKeyForMember(APPLICATIONS_DESK, req, { id, reference })
    if (!key) {
      // A link followed in the browser gets the application, whose note says why, not a JSON refusal.
      if (
        req.headers.get('sec-fetch-mode') === 'navigate' ||
        req.headers.get('accept')?.includes('text/html')
      )
        return new Response(null, {
          status: 303,
          headers: { location: `${req.payload.config.routes.admin}/collections/applications/${id}` },
        })
      return json({ message: 'Not granted: this application is not open for your key' }, 403)
    }
    const original = file.originalNameSealed
      ? openText(key, file.originalNameSealed, sealContext(reference, `file:${index}`))
      : ''
    const stream = await applicationFileStore().get(file.storedName, key, fileContext(reference, index))
    await auditApplications(req, 'download', { reference, detail: `${index + 1}` })
    const name = attachmentName(original, `document-${index + 1}`, file.mimeType)
    return attachmentResponse(stream, { type: file.mimeType, size: file.size, name })
  },
}
