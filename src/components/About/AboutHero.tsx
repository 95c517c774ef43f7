import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { aboutHeroImage } from '@/data/pageImages'
import { paths, type AboutPage } from '@/lib/paths'
import { Hero } from '@/components/Hero/Hero'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'
import { ABOUT_KEYS, foundingText } from './aboutPage'

/** Navy from the left, so the headline stays readable on light hero images too. */
const OVERLAY =
  'linear-gradient(90deg, rgba(11, 37, 69, 0.82) 0%, rgba(11, 37, 69, 0.5) 55%, rgba(11, 37, 69, 0.15) 100%)'

/** The hero of an about-us page: its headline (the page's only h1), subline and hero image. */
export async function AboutHero({ page, locale }: { page: AboutPage; locale: Locale }) {
  const key = ABOUT_KEYS[page]
  const [t, image] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    aboutHeroImage(page, locale),
  ])
  return (
    <>
      <RouteStructuredData locale={locale} path={paths.about(page)} />
      <Hero
        headline={t(`${key}.hero.headline`)}
        subline={t(`${key}.hero.subline`, { founded: foundingText(locale) })}
        image={image.url}
        imageAlt={image.alt}
        overlay={OVERLAY}
      />
    </>
  )
}
