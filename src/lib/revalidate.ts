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

export function revalidate(tag: CacheTag): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next.js request (seed script, tests) there is no cache to invalidate.
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
