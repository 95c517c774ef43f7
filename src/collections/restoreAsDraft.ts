import type { CollectionConfig, CollectionSlug, Endpoint } from 'payload'
import { NotFound, restoreVersionOperation } from 'payload'
import { parseRecordId } from '@/lib/route-params'
import { changeEachCollection } from './fieldTree'

/**
 * Restoring an older version never changes what visitors see. Payload's own restore (`POST
 * /cms-api/{collection}/versions/{id}`, the admin's _Diese Version wiederherstellen_) writes the version over the
 * record as it was: an older draft of a published news item unpublished it, and the item left its page, the
 * lists, the sitemap and the feed. Here a restore is always a new draft: the published version stays online
 * until the editor publishes, as the dialog says (src/collections/adminTranslations.ts). Custom endpoints come
 * before Payload's own, so this one answers that address.
 */
const restoreVersionAsDraft = (slug: CollectionSlug): Endpoint => ({
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const id = parseRecordId(String(req.routeParams?.id ?? ''))
    if (id === null) throw new NotFound(req.t)
    // The operation itself: Payload 3.90.1's Local API `restoreVersion` drops its `draft` option.
    const doc = await restoreVersionOperation({
      collection: req.payload.collections[slug],
      id,
      draft: true,
      depth: 0,
      overrideAccess: false,
      req,
    })
    return Response.json({ doc, message: req.t('version:restoredSuccessfully') })
  },
})

const hasDrafts = (collection: CollectionConfig) =>
  typeof collection.versions === 'object' && Boolean(collection.versions.drafts)

/** Every collection with drafts restores versions as drafts. */
export const restoreAsDraft = changeEachCollection((collection) =>
  hasDrafts(collection)
    ? {
        ...collection,
        endpoints: [
          restoreVersionAsDraft(collection.slug as CollectionSlug),
          ...(collection.endpoints || []),
        ],
      }
    : collection,
)
