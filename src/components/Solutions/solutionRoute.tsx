import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { pageLocale } from '@/i18n/pageLocale'
import type { Solution } from '@/lib/paths'
import { SolutionPage } from './SolutionPage'
import { solutionMetadata } from './solutionMetadata'

type Props = { params: Promise<{ locale: string }> }

/** The route of a solution page (src/app/.../loesungen/<slug>/page.tsx): its metadata and its page. */
export function solutionRoute(slug: Solution) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return solutionMetadata(slug, await pageLocale(params))
    },
    async Page({ params }: Props) {
      const locale = await pageLocale(params)
      setRequestLocale(locale)
      return <SolutionPage slug={slug} locale={locale} />
    },
  }
}
