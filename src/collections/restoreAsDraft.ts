import type { CollectionConfig, CollectionSlug, Endpoint, PayloadRequest } from 'payload'
import { NotFound, restoreVersionOperation } from 'payload'
import { isLocale, type Locale } from '@/i18n/routing'
import { parseRecordId } from '@/lib/route-params'
import { EDITED_BY, EDITED_BY_NAME, EDITED_LOCALE } from './editedBy'
import { changeEachCollection } from './fieldTree'
import { TRANSLATION_STATE_FIELD, TRANSLATION_STATUS_FIELD } from './translationStatus'

/**
 * Restoring an older version never changes what visitors see, and changes only the language being edited.
 * - Payload's own restore (`POST /cms-api/{collection}/versions/{id}`, the admin's _Diese Version
 *   wiederherstellen_) wrote the version over the record as it was: an older draft of a published news item
 *   unpublished it, and the item left its page, the lists, the sitemap and the feed. Here a restore is always a
 *   new draft: the published version stays online until the editor publishes, as the dialog says
 *   (src/collections/adminTranslations.ts).
 * - It also wrote every language of the version: restoring, in German, a version from before the translation
 *   emptied every English field. Here only the language of the request (`?locale=`, the admin's content language)
 *   takes the version's texts, with the fields that have no language (a date, a picture); the other languages keep
 *   theirs and so show as out of date where the German text changed. `?languages=all` restores every language,
 *   as the dialog offers (scripts/patch-dependencies.mjs).
 * Custom endpoints come before Payload's own, so this one answers that address.
 */

/** What a restore never takes from a version: the record's own bookkeeping, which its hooks keep. */
const BOOKKEEPING = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'deletedAt',
  '_status',
  TRANSLATION_STATUS_FIELD,
  TRANSLATION_STATE_FIELD,
  EDITED_BY,
  EDITED_BY_NAME,
  EDITED_LOCALE,
])

async function restoreOneLanguage(
  slug: CollectionSlug,
  versionId: number | string,
  locale: Locale,
  req: PayloadRequest,
) {
  const { payload } = req
  const version = await payload.findVersionByID({
    collection: slug,
    id: String(versionId),
    locale,
    fallbackLocale: false,
    depth: 0,
    overrideAccess: false,
    req,
  })
  const parent = version.parent as unknown as number | string | { id: number | string }
  const recordId = typeof parent === 'object' ? parent.id : parent
  const data = Object.fromEntries(
    Object.entries(version.version as unknown as Record<string, unknown>).filter(
      ([key]) => !BOOKKEEPING.has(key),
    ),
  )
  return payload.update({
    collection: slug,
    id: recordId,
    locale,
    draft: true,
    depth: 0,
    data: { ...data, _status: 'draft' },
    overrideAccess: false,
    req,
  })
}

const restoreVersionAsDraft = (slug: CollectionSlug): Endpoint => ({
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const id = parseRecordId(String(req.routeParams?.id ?? ''))
    if (id === null) throw new NotFound(req.t)
    const languages = req.searchParams.get('languages')
    const doc =
      languages !== 'all' && isLocale(req.locale)
        ? await restoreOneLanguage(slug, id, req.locale, req)
        : // The operation itself: Payload 3.90.1's Local API `restoreVersion` drops its `draft` option.
          await restoreVersionOperation({
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
