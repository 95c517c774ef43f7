import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { z } from 'zod'
import { isEditorRequest, previewPath } from '@/data/preview'
import { ApiError, handle, idSchema, langSchema } from '@/lib/api'
import { sitePathOr } from '@/lib/paths'
import { PREVIEW_COLLECTIONS } from '@/lib/preview'

const query = z.object({ collection: z.enum(PREVIEW_COLLECTIONS), id: idSchema, locale: langSchema })

/**
 * The admin's preview (button and live preview): for a signed-in editor, switches Next.js draft mode on for this
 * browser and leads to the page of the record's newest version. Draft mode is a cookie of that browser only;
 * its pages are rendered for it alone and never cached (docs/editors.md, "Preview").
 */
export function GET(request: Request) {
  return handle(async () => {
    if (!(await isEditorRequest(request.headers))) {
      throw new ApiError(401, 'Sign in to the back office as an editor first')
    }
    const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      )
      throw new ApiError(400, 'Invalid preview request', fields)
    }
    const { collection, id, locale } = parsed.data
    const path = await previewPath(collection, id, locale)
    if (!path) throw new ApiError(404, `${collection} ${id} not found`)
    ;(await draftMode()).enable()
    // A relative Location: behind the proxy, this server does not know the public host.
    return new NextResponse(null, {
      status: 307,
      headers: { Location: sitePathOr(path), 'Cache-Control': 'no-store' },
    })
  })
}
