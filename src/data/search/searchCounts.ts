import { isLocale } from '@/i18n/routing'
import type { CountRow } from '@/lib/views/tally'
import { queriesWithoutResults } from './siteSearch'

/**
 * The counts to write, and for each search term among them that finds nothing now (seconds after it was
 * searched) the same count once more as kind 'searchEmpty': the figures list "searched for and not found" from
 * them (issue 59). Only the term, its language and the count, like every search row (no visitor, no address;
 * terms that may name a person are not counted at all, src/lib/views/observation.ts). Should the search fail, the
 * counts are written without it.
 */
export async function withSearchesWithoutResults(rows: readonly CountRow[]): Promise<CountRow[]> {
  const searches = rows.flatMap((row) =>
    row.kind === 'search' && isLocale(row.language) ? [{ row, query: row.subject, locale: row.language }] : [],
  )
  if (!searches.length) return [...rows]
  try {
    const empty = await queriesWithoutResults(searches)
    return [...rows, ...searches.flatMap(({ row }, i) => (empty[i] ? [{ ...row, kind: 'searchEmpty' as const }] : []))]
  } catch (error) {
    console.error('[search] which searches found nothing is not known this time', error)
    return [...rows]
  }
}
