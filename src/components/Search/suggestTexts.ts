import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { SEARCH_SUGGESTIONS } from '@/lib/constants'
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/types'

/** What the suggestions say (./suggestions.ts), from the messages: the island carries no texts of its own. */
export type SuggestTexts = {
  label: string
  instructions: string
  /** "No suggestions", "1 suggestion", … for 0 to SEARCH_SUGGESTIONS.limit suggestions. */
  counts: string[]
  kinds: Record<SearchKind, string>
}

export async function suggestTexts(locale: Locale): Promise<SuggestTexts> {
  const t = await getTranslations({ locale, namespace: 'search' })
  return {
    label: t('suggest.label'),
    instructions: t('suggest.instructions'),
    counts: Array.from({ length: SEARCH_SUGGESTIONS.limit + 1 }, (_, count) => t('suggest.count', { count })),
    kinds: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<
      SearchKind,
      string
    >,
  }
}
