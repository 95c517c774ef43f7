/**
 * The relevance table of the site search (issue 42): a query, its language, and the result that must come
 * first (its id: `page:<path>`, `news:`, `event:`, `job:`, `project:`, `office:`, `history:` or `document:`
 * with the record's title, matched by `first`, a part of the first result's title). Checked against the
 * production build with the sample content (tests/e2e/search.spec.ts) and timed by scripts/bench-search.ts.
 */
export type RelevanceRow = { lang: 'de' | 'en'; q: string; first: string; kind: string }

export const RELEVANCE: readonly RelevanceRow[] = []

/** More queries for the benchmark: short, long, nothing found. */
export const EXTRA_QUERIES = {
  de: ['a', 'Leit', 'Einsatzleitsystem Leitstelle Funk Alarmierung Service', 'xyzzy'],
  en: ['a', 'control', 'control room radio alerting service', 'xyzzy'],
}
