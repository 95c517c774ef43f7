import type { ReactNode } from 'react'
import { locales, type Locale } from '@/i18n/routing'
import { ByPathLocale } from '@/components/Careers/ByPathLocale'
import { ClosedJob } from '@/components/Careers/ClosedJob'

/**
 * An unknown job, or one past its end date: a 404 that points to the open jobs. A not-found boundary gets no
 * params, so both languages are rendered and the URL picks one.
 */
export default function JobNotFound() {
  const views = Object.fromEntries(
    locales.map((locale) => [locale, <ClosedJob key={locale} locale={locale} />]),
  )
  return <ByPathLocale views={views as Record<Locale, ReactNode>} />
}
