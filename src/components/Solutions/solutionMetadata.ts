import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { solutionImage } from '@/data/pageImages'
import { paths, type Solution } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'

/** generateMetadata of a solution page: its own title and description per language, hero image for previews. */
export async function solutionMetadata(slug: Solution, locale: Locale): Promise<Metadata> {
  const [t, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'solutions' }),
    solutionImage(slug, locale),
  ])
  return pageMetadata({
    locale,
    path: paths.solution(slug),
    title: t(`${slug}.metaTitle`),
    description: t(`${slug}.metaDescription`),
    image: hero.url,
  })
}
