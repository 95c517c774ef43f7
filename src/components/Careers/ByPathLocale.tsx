'use client'

import type { ReactNode } from 'react'
import { usePathname } from 'next/navigation'
import { splitLocale } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

/**
 * Shows the child of the language the URL names. For views without route params, such as a not-found
 * boundary, which cannot ask the request for its locale on a cached page.
 */
export function ByPathLocale({ views }: { views: Record<Locale, ReactNode> }) {
  return views[splitLocale(usePathname()).locale]
}
