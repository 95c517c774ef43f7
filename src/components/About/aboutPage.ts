import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { aboutHeroImage } from '@/data/pageImages'
import { paths, type AboutPage } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { foundingText } from '@/lib/companyText'
import { ABOUT_KEYS } from './pages'

export { foundingText, joinNames } from '@/lib/companyText'
export { ABOUT_KEYS } from './pages'

/** Unique title and description per page and language, with the hero image as preview. */
export async function aboutMetadata(page: AboutPage, locale: Locale): Promise<Metadata> {
  const key = ABOUT_KEYS[page]
  const [t, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    aboutHeroImage(page, locale),
  ])
  return pageMetadata({
    locale,
    path: paths.about(page),
    title: t(`${key}.meta.title`),
    description: t(`${key}.meta.description`, { founded: foundingText(locale) }),
    image: hero.url,
  })
}

type Translator = { raw(key: string): unknown }
type Format = (key: string, values?: Record<string, string>) => string

/**
 * The entries of a message object that holds a bullet list (e.g. `about.who.items`), in file order and
 * formatted like any message, so lists can grow in the JSON files without code changes.
 */
export function listOf(t: Translator, key: string, values?: Record<string, string>): string[] {
  const format = t as unknown as Format
  return Object.keys(t.raw(key) as Record<string, string>).map((item) => format(`${key}.${item}`, values))
}
