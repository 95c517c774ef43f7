import type { CollectionBeforeChangeHook, Endpoint, Field, PayloadHandler } from 'payload'

/**
 * A document keeps its address across new files. Its link is its file's (`/cms-api/documents/file/<name>`), and a
 * new edition uploaded into the same document gets a name of its own: the old link (in a mail, a bookmark, a
 * search engine, a page cached a moment ago) answered 404. Each earlier name is kept, and a request for it is
 * sent on for good (301) to the current file; the pages that link the document are rendered again on its save
 * (their loaders carry the cache tag `documents`).
 */
export const FORMER_FILENAMES = 'formerFilenames'

export const formerFilenamesField: Field = {
  name: FORMER_FILENAMES,
  label: { de: 'Frühere Dateinamen', en: 'Earlier file names' },
  type: 'text',
  hasMany: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: {
      de: 'Links auf diese Namen führen weiter zur aktuellen Datei.',
      en: 'Links to these names lead on to the current file.',
    },
  },
}

/** A new file's name: the one before joins the earlier names (and a name in use again leaves them). */
export const rememberFormerFilename: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update') return data
  const before = originalDoc?.filename as string | undefined
  const now = (data.filename as string | undefined) ?? before
  const former = new Set<string>((originalDoc?.[FORMER_FILENAMES] as string[] | undefined) ?? [])
  if (before && now && before !== now) former.add(before)
  if (now) former.delete(now)
  return { ...data, [FORMER_FILENAMES]: [...former] }
}

/** Payload's own handler of `/file/:filename` (the one after this collection's own endpoints). */
function payloadsFileHandler(endpoints: Endpoint[] | false | undefined, own: PayloadHandler): PayloadHandler {
  const found = (endpoints || []).find(
    (endpoint) =>
      endpoint.path === '/file/:filename' && endpoint.method === 'get' && endpoint.handler !== own,
  )
  if (!found) throw new Error("Payload's file endpoint of documents is missing")
  return found.handler
}

/**
 * `GET /cms-api/documents/file/:filename`, before Payload's own: a name no document has now but one had before
 * is answered 301 with the current file's address; everything else is Payload's answer as ever.
 */
export function fileByEarlierName(slug: 'documents'): Endpoint {
  const handler: PayloadHandler = async (req) => {
    const filename = String(req.routeParams?.filename ?? '')
    const collection = req.payload.collections[slug]
    const payloads = payloadsFileHandler(collection.config.endpoints, handler)
    if (!filename || filename.includes('/')) return payloads(req)
    const current = await req.payload.count({ collection: slug, where: { filename: { equals: filename } } })
    if (current.totalDocs > 0) return payloads(req)
    const { docs } = await req.payload.find({
      collection: slug,
      where: { [FORMER_FILENAMES]: { equals: filename } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { filename: true },
    })
    const target = docs[0]?.filename
    if (!target) return payloads(req)
    const api = req.payload.config.routes.api
    return new Response(null, {
      status: 301,
      headers: {
        Location: `${api}/${slug}/file/${encodeURIComponent(target)}`,
        // The earlier name may be given to a later file one day: browsers ask again after a day.
        'Cache-Control': 'public, max-age=86400',
      },
    })
  }
  return { path: '/file/:filename', method: 'get', handler }
}
