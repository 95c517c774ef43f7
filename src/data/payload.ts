import config from '@payload-config'
import { getPayload, type CollectionSlug, type DataFromCollectionSlug, type Payload, type Where } from 'payload'
import type { Locale } from './types'

export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

type FindOptions = {
  locale: Locale
  sort?: string
  where?: Where
  published?: boolean
  draft?: boolean
  /** How deep relations are filled in (1: the record's images and direct links). */
  depth?: number
}

/** Every document of a collection as the public sees it (published only, where drafts exist). */
export async function findAll<C extends CollectionSlug>(
  collection: C,
  { locale, sort, where, published = false, draft = false, depth = 1 }: FindOptions,
): Promise<DataFromCollectionSlug<C>[]> {
  const payload = await payloadClient()
  const filters: Where[] = []
  if (published) filters.push({ _status: { equals: 'published' } })
  if (where) filters.push(where)
  const { docs } = await payload.find({
    collection,
    locale,
    depth,
    sort,
    pagination: false,
    // `draft`: each document's newest version, saved draft or published (an editor's preview).
    draft,
    where: filters.length ? { and: filters } : undefined,
  })
  return docs as DataFromCollectionSlug<C>[]
}

/** One published document by id, or null. */
export async function findPublishedById<C extends CollectionSlug>(
  collection: C,
  id: number,
  locale: Locale,
  depth = 1,
): Promise<DataFromCollectionSlug<C> | null> {
  const docs = await findAll(collection, { locale, depth, published: true, where: { id: { equals: id } } })
  return docs[0] ?? null
}

/** The newest version of one document, draft or published, or null: for an editor's preview, never cached. */
export async function findLatestById<C extends CollectionSlug>(
  collection: C,
  id: number,
  locale: Locale,
  depth = 1,
): Promise<DataFromCollectionSlug<C> | null> {
  const docs = await findAll(collection, { locale, depth, draft: true, where: { id: { equals: id } } })
  return docs[0] ?? null
}
