import { isoDate } from '@/lib/format'
import { isJobOpen } from '@/lib/jobExpiry'
import { RECORD_COLLECTIONS, RECORD_PATHS, type RecordCollection } from '@/lib/paths'
import { defaultLocale } from '@/i18n/routing'
import { cached } from './cache'
import { findAll } from './payload'

/** A page of a record, with the time its record last changed. */
export type RecordPage = { path: string; lastModified: string }

type Listed = { id: number; url?: string | null; updatedAt: string; meta?: { noindex?: boolean | null } | null }

async function publishedPages(collection: RecordCollection) {
  const docs = (await findAll(collection, { locale: defaultLocale, published: true })) as unknown as (Listed & {
    enddate?: string | null
  })[]
  return docs
    .filter((doc) => doc.url && !doc.meta?.noindex)
    .map((doc) => ({
      path: RECORD_PATHS[collection](doc.id, doc.url ?? ''),
      lastModified: doc.updatedAt,
      // Only a job closes at its end date; events and projects stay listed after theirs.
      enddate: collection === 'jobs' ? isoDate(doc.enddate) : null,
    }))
}

const listRecordPages = cached(
  async () => (await Promise.all(RECORD_COLLECTIONS.map(publishedPages))).flat(),
  'sitemap:records',
  ['news', 'events', 'jobs', 'projects'],
)

/**
 * The detail pages of every published news item, event, open job and project that may be indexed. Paths are
 * the same in both languages (German slugs); jobs past their end date at `now` are left out.
 */
export async function listIndexableRecordPages(now = new Date()): Promise<RecordPage[]> {
  return (await listRecordPages())
    .filter((page) => isJobOpen(page, now))
    .map(({ path, lastModified }) => ({ path, lastModified }))
}
