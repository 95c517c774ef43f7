import { cache } from 'react'
import type { DataFromCollectionSlug } from 'payload'
import type { RecordCollection } from '@/lib/paths'
import type { CacheTag } from '@/lib/revalidate'
import type { SeoOverrides } from '@/lib/seo'
import { cached } from './cache'
import { findLatestById, findPublishedById } from './payload'
import { seoOverrides } from './seoFields'
import type { Locale } from './types'

export type RecordDates = { createdAt: string; updatedAt: string }

/** What every detail record carries besides its own fields: when it was made and changed, its SEO overrides. */
export type RecordMeta = { dates: RecordDates; seo: SeoOverrides | null }

/** Reads one record for its detail page: the published version, or with `draft` the newest one (preview). */
export type RecordLoader<V> = (id: number, locale: Locale, draft: boolean) => Promise<(V & RecordMeta) | null>

type Options = {
  /** Tags of everything the view is built from, so a change to any of them renders the page again. */
  tags: CacheTag[]
  /** How deep relations are filled in: 2 when the view needs a relation of a relation (a job's office). */
  depth?: number
}

/**
 * The one loader of a record kind: a single read of the document, turned into the kind's view plus its dates
 * and SEO fields. The published view sits in the data cache (invalidated by the collection's hooks); within
 * one request React's cache() shares it, so metadata, page and structured data read the record once. A draft
 * is never cached across requests: it is an editor's preview.
 */
export function recordLoader<C extends RecordCollection, V>(
  collection: C,
  toView: (doc: DataFromCollectionSlug<C>, locale: Locale) => V,
  { tags, depth = 1 }: Options,
): RecordLoader<V> {
  const view = (doc: DataFromCollectionSlug<C> | null, locale: Locale) =>
    doc
      ? {
          ...toView(doc, locale),
          dates: { createdAt: doc.createdAt, updatedAt: doc.updatedAt },
          seo: seoOverrides(doc as { meta?: Parameters<typeof seoOverrides>[0]['meta'] }),
        }
      : null
  const published = cached(
    async (id: number, locale: Locale) => view(await findPublishedById(collection, id, locale, depth), locale),
    `${collection}:view`,
    tags,
  )
  return cache(async (id: number, locale: Locale, draft: boolean) =>
    draft ? view(await findLatestById(collection, id, locale, depth), locale) : published(id, locale),
  )
}
