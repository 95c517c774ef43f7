import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { REVALIDATION_CHANNEL, revalidate, type CacheTag } from '@/lib/revalidate'

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
