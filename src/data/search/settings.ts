import type { SearchSettings } from '@/lib/search/engine'
import { synonymTerms } from '@/lib/search/settings'
import { payloadClient } from '../payload'
import type { Locale } from '../types'

/** The editors' synonyms and pinned results of one language (src/globals/SiteSearch.ts); none of another's. */
export async function searchSettings(locale: Locale): Promise<SearchSettings> {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'site-search', locale, fallbackLocale: false, depth: 0 })
  return {
    synonyms: (doc.synonyms ?? []).map((row) => synonymTerms(row.terms)).filter((terms) => terms.length > 1),
    pins: (doc.pins ?? []).map((row) => ({ query: row.query, href: row.target })),
  }
}
