import { revalidateTag } from 'next/cache'
import { noteChanged } from './search/freshness'

/**
 * Cache tags used by src/data; one per collection or global. The schema's hooks that tell every instance of a
 * change are src/collections/revalidation.ts.
 */
export const CACHE_TAGS = [
  'news',
  'events',
  'history',
  'jobs',
  'job-locations',
  'projects',
  'offices',
  'team-members',
  'partners',
  'associations',
  'documents',
  'media',
  'company',
  'popup',
  'award-banner',
  'home',
  'page-images',
  'downloads',
  'site-search',
] as const
export type CacheTag = (typeof CACHE_TAGS)[number]

/** The cache Next.js keeps in this server process (set once it has served a request). */
type ProcessCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }

/** The Postgres channel on which every instance hears which cache tags changed (src/jobs/revalidationListener.ts). */
export const REVALIDATION_CHANNEL = 'site_revalidate'

export function revalidate(tag: CacheTag): void {
  noteChanged(tag)
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a request, e.g. a scheduled publication run by the server's own worker: the process's cache
    // directly. In the seed script and tests there is none, and nothing to invalidate.
    revalidateProcessCache(tag)
  }
}

/**
 * Invalidates `tag` in this process's cache, when it has one. Next.js offers no supported way outside a request;
 * tests/unit/next-process-cache.test.ts fails when an upgrade moves what this relies on.
 */
export function revalidateProcessCache(tag: string): void {
  noteChanged(tag)
  const cache = (globalThis as { __incrementalCache?: ProcessCache }).__incrementalCache
  cache?.revalidateTag([tag], { expire: 0 }).catch(() => {})
}
