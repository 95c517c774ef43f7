import { defaultLocale } from '@/i18n/routing'
import { SEARCH_INDEX_MAX_AGE_MS, SEARCH_REREAD_AFTER_CHANGE_MS } from '@/lib/constants'
import { SearchIndex, type SearchDocument, type SearchResults } from '@/lib/search/engine'
import { changedSince, currentGeneration } from '@/lib/search/freshness'
import type { Locale } from '../types'
import { SEARCH_SOURCES, type SearchSource } from './sources'

/** When a source was last read into the index: the change generation before the read, and the time. */
type Read = { generation: number; at: number }

type LanguageIndex = { index: SearchIndex; reads: Map<SearchSource, Read>; refreshing: Promise<void> | null }

const KEY = Symbol.for('sekundenwerk.search.indexes')

/** One index per language and process, shared by every route bundle (like the change notes it follows). */
function indexes(): Map<Locale, LanguageIndex> {
  const global = globalThis as { [KEY]?: Map<Locale, LanguageIndex> }
  global[KEY] ??= new Map()
  return global[KEY]
}

function isStale(read: Read | undefined, source: SearchSource, now: number): boolean {
  return !read || now - read.at > SEARCH_INDEX_MAX_AGE_MS || changedSince(source.tags, read.generation)
}

/**
 * A source's documents in `locale`. In another language than German, a document whose title and text are the
 * German ones (Payload's fallback for a missing translation) is marked as German standing in.
 */
async function loadSource(source: SearchSource, locale: Locale): Promise<SearchDocument[]> {
  const documents = await source.load(locale)
  if (locale === defaultLocale) return documents
  const german = new Map((await source.load(defaultLocale)).map((doc) => [doc.id, doc]))
  return documents.map((doc) => {
    const original = german.get(doc.id)
    const same = original && original.title === doc.title && original.body === doc.body
    return same ? { ...doc, germanStandIn: true } : doc
  })
}

/** Reads every stale source of a language into its index again; the other sources stay as they are. */
async function refresh(entry: LanguageIndex, locale: Locale): Promise<void> {
  const now = Date.now()
  const stale = SEARCH_SOURCES.filter((source) => isStale(entry.reads.get(source), source, now))
  await Promise.all(
    stale.map(async (source) => {
      const generation = currentGeneration()
      const changed = entry.reads.has(source) && changedSince(source.tags, entry.reads.get(source)!.generation)
      const documents = await loadSource(source, locale)
      entry.index.replace(source.prefix, documents)
      entry.reads.set(source, { generation, at: now })
      // Read right after a change, the change may not have been committed yet: read it once more shortly.
      if (changed) {
        setTimeout(() => entry.reads.set(source, { generation: -1, at: now }), SEARCH_REREAD_AFTER_CHANGE_MS).unref()
      }
    }),
  )
}

/** The language's index, brought up to date first: a change made anywhere is found at the next query. */
async function freshIndex(locale: Locale): Promise<SearchIndex> {
  const all = indexes()
  let entry = all.get(locale)
  if (!entry) {
    entry = { index: new SearchIndex(locale), reads: new Map(), refreshing: null }
    all.set(locale, entry)
  }
  const current = entry
  const now = Date.now()
  if (SEARCH_SOURCES.some((source) => isStale(current.reads.get(source), source, now))) {
    current.refreshing ??= refresh(current, locale)
      // A failed read keeps the index as it was (a search still answers); the next query tries again.
      .catch((error) => console.error('[search] reading the index failed', error))
      .finally(() => (current.refreshing = null))
    await current.refreshing
  }
  return current.index
}

/**
 * Searches the site in one language: the best `limit` results (with `perKind`, of each kind), and how many of
 * each kind there are.
 */
export async function searchSite(
  query: string,
  locale: Locale,
  limit: number,
  options: { perKind?: boolean } = {},
): Promise<SearchResults> {
  return (await freshIndex(locale)).query(query, limit, options)
}

/** Every document of a language, for the benchmark (scripts/bench-search.ts). */
export async function searchDocuments(locale: Locale): Promise<SearchDocument[]> {
  return (await Promise.all(SEARCH_SOURCES.map((source) => loadSource(source, locale)))).flat()
}
