'use client'

import { useEffect } from 'react'
import type { Locale } from '@/i18n/routing'
import type { SuggestTexts } from './suggestTexts'

type Props = { inputId: string; locale: Locale; texts: SuggestTexts }

/**
 * Loads the suggestions while typing (./suggestions.ts) when the search field first gets focus, not with the
 * page: the page's own JavaScript stays as small as it was (issue 58), and a visitor who never searches loads
 * none of it. Renders nothing.
 */
export function SuggestOnFocus({ inputId, locale, texts }: Props) {
  useEffect(() => {
    const input = document.getElementById(inputId)
    if (!(input instanceof HTMLInputElement)) return
    const load = () => {
      input.removeEventListener('focus', load)
      void import('./suggestions').then(({ attachSuggestions }) => attachSuggestions(input, locale, texts))
    }
    input.addEventListener('focus', load)
    if (document.activeElement === input) load()
    return () => input.removeEventListener('focus', load)
  }, [inputId, locale, texts])
  return null
}
