import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { noteChanged } from './search/freshness'

/** Cache tags used by src/data; one per collection or global. */
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

/** Invalidates `tag` in this process's cache, when it has one. */
export function revalidateProcessCache(tag: string): void {
  noteChanged(tag)
  const cache = (globalThis as { __incrementalCache?: ProcessCache }).__incrementalCache
  cache?.revalidateTag([tag], { expire: 0 }).catch(() => {})
}

/** Payload's Postgres adapter, as far as telling the other instances goes. */
type PostgresAdapter = {
  name: string
  drizzle: unknown
  sessions?: Record<string | number, { db: unknown } | undefined>
  execute(args: { db?: unknown; drizzle?: unknown; raw: string }): Promise<unknown>
}

/**
 * Tells every instance (this one too) that `tag` changed, on Postgres: a NOTIFY inside the change's own
 * transaction, which Postgres delivers only once the change is committed, so no instance can render the old
 * data again after hearing of it. On SQLite there is one instance, and nothing to tell.
 */
async function notifyInstances(tag: CacheTag, req: PayloadRequest): Promise<void> {
  const db = req.payload.db as unknown as PostgresAdapter
  if (db.name !== 'postgres') return
  const transaction = req.transactionID ? db.sessions?.[await req.transactionID]?.db : undefined
  // Tags are the fixed words of CacheTag: nothing to quote.
  await db.execute({ db: transaction, drizzle: db.drizzle, raw: `NOTIFY ${REVALIDATION_CHANNEL}, '${tag}'` })
}

async function changed(tag: CacheTag, req: PayloadRequest): Promise<void> {
  revalidate(tag)
  await notifyInstances(tag, req)
}

export function revalidateCollection(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [async ({ doc, req }) => (await changed(tag, req), doc)],
    afterDelete: [async ({ doc, req }) => (await changed(tag, req), doc)],
  }
}

export function revalidateGlobal(tag: CacheTag): GlobalAfterChangeHook[] {
  return [async ({ doc, req }) => (await changed(tag, req), doc)]
}
