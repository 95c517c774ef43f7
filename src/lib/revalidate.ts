import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/** Cache tags used by src/data; one per collection or global. */
export type CacheTag =
  | 'news'
  | 'events'
  | 'history'
  | 'jobs'
  | 'job-locations'
  | 'projects'
  | 'offices'
  | 'team-members'
  | 'partners'
  | 'associations'
  | 'documents'
  | 'media'
  | 'company'
  | 'popup'
  | 'award-banner'
  | 'home'

/** The cache Next.js keeps in this server process (set once it has served a request). */
type ProcessCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }

export function revalidate(tag: CacheTag): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a request, e.g. a scheduled publication run by the server's own worker: the process's cache
    // directly. In the seed script and tests there is none, and nothing to invalidate.
    const cache = (globalThis as { __incrementalCache?: ProcessCache }).__incrementalCache
    cache?.revalidateTag([tag], { expire: 0 }).catch(() => {})
  }
}

export function revalidateCollection(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [({ doc }) => (revalidate(tag), doc)],
    afterDelete: [({ doc }) => (revalidate(tag), doc)],
  }
}

export function revalidateGlobal(tag: CacheTag): GlobalAfterChangeHook[] {
  return [({ doc }) => (revalidate(tag), doc)]
}
