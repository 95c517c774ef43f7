import type { CollectionSlug } from 'payload'
import { ABANDONED_DRAFT_HOURS } from '@/lib/constants'
import { translationState } from '@/lib/translationStatus'
import { namedParts } from '@/lib/translatableParts'
import { payloadClient } from './payload'

const HOUR_MS = 60 * 60 * 1000

/** Collections whose "Neu erstellen" saves a draft as soon as it opens: those with autosave. */
async function autosavedCollections() {
  const payload = await payloadClient()
  return Object.values(payload.collections)
    .map(({ config }) => config)
    .filter((config) => typeof config.versions?.drafts === 'object' && Boolean(config.versions.drafts.autosave))
}

/** Whether a value holds a word: a text, or a rich text's text node, in any language. */
function hasWords(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some(hasWords)
  if (!value || typeof value !== 'object') return false
  if ('root' in value) return JSON.stringify(value).match(/"text":"\s*[^"\s]/) !== null
  return Object.values(value).some(hasWords)
}

/**
 * Removes drafts that an editor opened with "Neu erstellen" and left without writing anything: never published,
 * not a word in any language (their translation status never recorded a text, and none is there), untouched for
 * ABANDONED_DRAFT_HOURS. Returns how many were removed.
 */
export async function deleteAbandonedDrafts(now = new Date()): Promise<number> {
  const payload = await payloadClient()
  const before = new Date(now.getTime() - ABANDONED_DRAFT_HOURS * HOUR_MS).toISOString()
  let removed = 0
  for (const config of await autosavedCollections()) {
    const collection = config.slug as CollectionSlug
    const parts = namedParts(config.fields)
    const { docs } = await payload.find({
      collection,
      pagination: false,
      depth: 0,
      locale: 'all',
      // Each record's newest version: an editor's words may be in a draft that is not the record's row yet.
      draft: true,
      trash: true,
      where: { and: [{ _status: { equals: 'draft' } }, { updatedAt: { less_than: before } }] },
    })
    for (const doc of docs as unknown as { id: number; translationStatus?: unknown; [field: string]: unknown }[]) {
      if (translationState(doc.translationStatus) !== 'unknown') continue
      // Drafts saved before the translation status was kept have none either: their words speak for them.
      if (parts.some((part) => hasWords(doc[part.name]))) continue
      if (await everPublished(collection, doc.id)) continue
      await payload.delete({ collection, id: doc.id, trash: true })
      removed += 1
    }
  }
  return removed
}

async function everPublished(collection: CollectionSlug, id: number): Promise<boolean> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.countVersions({
    collection,
    where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
  })
  return totalDocs > 0
}
