import { defaultLocale } from '@/i18n/routing'
import { RECORD_COLLECTIONS, RECORD_PATHS } from '@/lib/paths'
import { viewedPage } from '@/lib/views/servedPages'
import type { CountRow } from '@/lib/views/tally'
import { payloadClient } from './payload'

/** How long the published records' paths are taken as known; a path not among them is looked up again after RECHECK_MS. */
const FRESH_MS = 60_000
const RECHECK_MS = 5_000

let known: { at: number; paths: Promise<Set<string>> } | null = null

async function readRecordPaths(): Promise<Set<string>> {
  const payload = await payloadClient()
  const lists = await Promise.all(
    RECORD_COLLECTIONS.map(async (collection) => {
      const { docs } = await payload.find({
        collection,
        locale: defaultLocale,
        depth: 0,
        pagination: false,
        select: { url: true },
        where: { _status: { equals: 'published' } },
      })
      // A record's address is the same in both languages (German slugs).
      return docs.flatMap((doc) => (doc.url ? [RECORD_PATHS[collection](doc.id, doc.url)] : []))
    }),
  )
  return new Set(lists.flat())
}

/** The paths (without language prefix) of every published record's page; read at most every RECHECK_MS. */
async function recordPaths(fresherThan: number, now: number): Promise<Set<string>> {
  if (!known || now - known.at > fresherThan) {
    const paths = readRecordPaths()
    known = { at: now, paths }
    paths.catch(() => (known = null))
  }
  return known.paths
}

/**
 * The rows of page views whose page the site serves: one of its pages, or a published record's (a record
 * published a moment ago is looked up again). A view of any other path (the back/forward-cache beacon names
 * its page itself) is dropped; 404s and search terms pass as they are.
 */
export async function servedViewsOnly(rows: readonly CountRow[], now = Date.now()): Promise<CountRow[]> {
  const kept: CountRow[] = []
  for (const row of rows) {
    if (row.kind !== 'view') {
      kept.push(row)
      continue
    }
    const page = viewedPage(row.subject)
    if (page === 'page') kept.push(row)
    else if (page) {
      let paths = await recordPaths(FRESH_MS, now)
      if (!paths.has(page.record)) paths = await recordPaths(RECHECK_MS, now)
      if (paths.has(page.record)) kept.push(row)
    }
  }
  return kept
}
