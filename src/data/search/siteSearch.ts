import { defaultLocale, locales } from '@/i18n/routing'
import { SEARCH_CHANGE_DELAY_MS, SEARCH_INDEX_MAX_AGE_MS, SEARCH_REREAD_AFTER_CHANGE_MS } from '@/lib/constants'
import { SearchIndex, type QueryOptions, type SearchDocument, type SearchResults } from '@/lib/search/engine'
import { changedSince, currentGeneration, whenChanged } from '@/lib/search/freshness'
import type { Locale } from '../types'
import { searchSettings } from './settings'
import { SEARCH_SOURCES, type SearchSource } from './sources'

/** What an index reads: each source's documents, and the editors' settings; each stale when one of its tags changed. */
type Part = { prefix: string; tags: readonly string[]; read(entry: LanguageIndex, locale: Locale): Promise<void> }

/** When a part was last read into the index: the change generation before the read, and the time. */
type Read = { generation: number; at: number }

type LanguageIndex = {
  index: SearchIndex
  reads: Map<string, Read>
  /** What each source last gave, to leave the index alone when nothing changed (the minutely re-read). */
  last: Map<string, string>
  refreshing: Promise<void> | null
  /** A change came while reading: read once more after. */
  again: boolean
  /** The first reading, the only one a query waits for. */
  built: Promise<void>
}

const KEY = Symbol.for('sekundenwerk.search.indexes')

/** One index per language and process, shared by every route bundle (like the change notes it follows). */
function indexes(): Map<Locale, LanguageIndex> {
  const global = globalThis as { [KEY]?: Map<Locale, LanguageIndex> }
  global[KEY] ??= new Map()
  return global[KEY]
}

/**
 * A source's documents in `locale`, each with its title in the other languages (a word of either finds it). In
 * another language than German, a document whose title and text are the German ones (Payload's fallback for a
 * missing translation) is marked as German standing in.
 */
export async function loadSource(source: SearchSource, locale: Locale): Promise<SearchDocument[]> {
  const others = locales.filter((other) => other !== locale)
  const [documents, ...translations] = await Promise.all([
    source.load(locale),
    ...others.map((other) => source.load(other, { titlesOnly: true })),
  ])
  const twins = others.map((other, i) => ({ other, byId: new Map(translations[i].map((doc) => [doc.id, doc])) }))
  return documents.map((doc) => {
    const german = twins.find(({ other }) => other === defaultLocale)?.byId.get(doc.id)
    const standIn = !!german && german.title === doc.title && german.body === doc.body
    const otherTitle = twins
      .map(({ byId }) => byId.get(doc.id)?.title)
      .filter((title) => title && title !== doc.title)
      .join('\n')
    return { ...doc, otherTitle, germanStandIn: doc.germanStandIn || standIn }
  })
}

const PARTS: readonly Part[] = [
  ...SEARCH_SOURCES.map(
    (source): Part => ({
      prefix: source.prefix,
      tags: source.tags,
      async read(entry, locale) {
        const documents = await loadSource(source, locale)
        const text = JSON.stringify(documents)
        if (entry.last.get(source.prefix) === text) return
        entry.index.replace(source.prefix, documents)
        entry.last.set(source.prefix, text)
      },
    }),
  ),
  {
    prefix: 'settings',
    tags: ['site-search'],
    read: async (entry, locale) => entry.index.configure(await searchSettings(locale)),
  },
]

function isStale(read: Read | undefined, part: Part, now: number): boolean {
  return !read || now - read.at > SEARCH_INDEX_MAX_AGE_MS || changedSince(part.tags, read.generation)
}

/** Reads every stale part of a language into its index again; the other parts stay as they are. */
async function refresh(entry: LanguageIndex, locale: Locale): Promise<void> {
  const now = Date.now()
  const stale = PARTS.filter((part) => isStale(entry.reads.get(part.prefix), part, now))
  const results = await Promise.allSettled(
    stale.map(async (part) => {
      const generation = currentGeneration()
      await part.read(entry, locale)
      entry.reads.set(part.prefix, { generation, at: now })
    }),
  )
  // A failed read keeps that part as it was (a search still answers); it is tried again at the next chance.
  for (const result of results)
    if (result.status === 'rejected') console.error('[search] reading the index failed', result.reason)
}

/** Starts reading what is stale, in the background; a query never waits for it (only for the first reading). */
function freshen(entry: LanguageIndex, locale: Locale): Promise<void> {
  if (entry.refreshing) {
    entry.again = true
    return entry.refreshing
  }
  const now = Date.now()
  if (!PARTS.some((part) => isStale(entry.reads.get(part.prefix), part, now))) return Promise.resolve()
  entry.refreshing = refresh(entry, locale).finally(() => {
    entry.refreshing = null
    if (entry.again) {
      entry.again = false
      void freshen(entry, locale)
    }
  })
  return entry.refreshing
}

/**
 * A change anywhere is read in the background at once and once more SEARCH_REREAD_AFTER_CHANGE_MS later (the
 * change's transaction may not have been committed at the first reading), so it is found within seconds.
 */
function onChange(tag: string): void {
  for (const [locale, entry] of indexes()) {
    setTimeout(() => void freshen(entry, locale), SEARCH_CHANGE_DELAY_MS).unref()
    setTimeout(() => {
      for (const part of PARTS) if (part.tags.includes(tag)) entry.reads.delete(part.prefix)
      void freshen(entry, locale)
    }, SEARCH_REREAD_AFTER_CHANGE_MS).unref()
  }
}

function entryFor(locale: Locale): LanguageIndex {
  const all = indexes()
  let entry = all.get(locale)
  if (!entry) {
    whenChanged(onChange)
    const created: LanguageIndex = {
      index: new SearchIndex(locale),
      reads: new Map(),
      last: new Map(),
      refreshing: null,
      again: false,
      built: Promise.resolve(),
    }
    created.built = freshen(created, locale)
    all.set(locale, (entry = created))
  }
  return entry
}

/**
 * The language's index as it is: the first reading awaited, what is stale read again in the background, started
 * after this query (starting the readings of every source takes milliseconds of its own, which the query
 * after a minute idle paid).
 */
async function currentIndex(locale: Locale): Promise<SearchIndex> {
  const entry = entryFor(locale)
  await entry.built
  setImmediate(() => void freshen(entry, locale))
  return entry.index
}

/** Reads every language's index now (at the server's start and then every minute, src/jobs/searchIndex.ts). */
export async function readSearchIndexes(): Promise<void> {
  await Promise.all(locales.map((locale) => freshen(entryFor(locale), locale)))
}

/** Searches the site in one language (see SearchIndex.query). */
export async function searchSite(query: string, locale: Locale, options: QueryOptions): Promise<SearchResults> {
  return (await currentIndex(locale)).query(query, options)
}

/** The best results for `query` in each other language (for "Auch auf Englisch"), and how many there are. */
export async function searchOtherLanguages(
  query: string,
  locale: Locale,
  limit: number,
): Promise<{ locale: Locale; results: SearchResults }[]> {
  const others = locales.filter((other) => other !== locale)
  return Promise.all(others.map(async (other) => ({ locale: other, results: await searchSite(query, other, { limit }) })))
}

/** Which of `queries` (each in its language) find nothing now: the visitor figures list them (issue 59). */
export async function queriesWithoutResults(queries: readonly { query: string; locale: Locale }[]): Promise<boolean[]> {
  return Promise.all(queries.map(async ({ query, locale }) => (await searchSite(query, locale, { limit: 1 })).total === 0))
}

/** Every document of a language, for the benchmark (scripts/bench-search.ts). */
export async function searchDocuments(locale: Locale): Promise<SearchDocument[]> {
  return (await Promise.all(SEARCH_SOURCES.map((source) => loadSource(source, locale)))).flat()
}

/** The editors' settings of a language, for the benchmark and the relevance set. */
export { searchSettings }
