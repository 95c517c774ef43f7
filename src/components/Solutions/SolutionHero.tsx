import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { solutionImage } from '@/data/pageImages'
import { paths, type Solution } from '@/lib/paths'
import { Hero } from '@/components/Hero/Hero'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'
import { VideoBackground } from '@/components/Hero/VideoBackground'

type Props = { slug: Solution; locale: Locale; video?: string }

/**
 * The hero of a solution page: its headline and subline over its hero image (global Seitenbilder), or over a
 * looping video with that image as poster.
 */
export async function SolutionHero({ slug, locale, video }: Props) {
  const [t, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'solutions' }),
    solutionImage(slug, locale),
  ])
  return (
    <>
      <RouteStructuredData locale={locale} path={paths.solution(slug)} />
      <Hero
        headline={t(`${slug}.headline`)}
        subline={t(`${slug}.subline`)}
        image={hero.url}
        imageAlt={hero.alt}
        background={video ? <VideoBackground src={video} poster={hero.url} /> : undefined}
        // Navy at 70 %: white text keeps ≥ 4.5:1 even over the lightest part of an image.
        overlay="rgba(11, 37, 69, 0.7)"
      />
    </>
  )
}
