import type { Metadata } from 'next'
import { localizePath } from '@/i18n/paths'
import { defaultLocale, locales, type Locale } from '@/i18n/routing'
import { getTranslations } from 'next-intl/server'

/** Canonical URL and hreflang alternates (de, en, x-default) of one path; metadataBase makes them absolute. */
export function alternates(locale: Locale, path: string): Metadata['alternates'] {
  return {
    canonical: localizePath(path, locale),
    languages: {
      ...Object.fromEntries(locales.map((each) => [each, localizePath(path, each)])),
      'x-default': localizePath(path, defaultLocale),
    },
  }
}

type PageMeta = {
  locale: Locale
  /** The page's path without locale prefix, e.g. paths.career. */
  path: string
  title: string
  description: string
  /** Site-relative URL of the page's main image, for link previews. */
  image?: string | null
}

/**
 * Everything a page's generateMetadata returns: unique title and description, canonical and hreflang, and
 * the Open Graph tags (a page's openGraph replaces the layout's, so it is built whole here).
 */
export async function pageMetadata({ locale, path, title, description, image }: PageMeta): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    title,
    description,
    alternates: alternates(locale, path),
    openGraph: {
      title,
      description,
      url: localizePath(path, locale),
      siteName: t('siteName'),
      locale: locale === 'de' ? 'de_DE' : 'en_GB',
      alternateLocale: locale === 'de' ? 'en_GB' : 'de_DE',
      type: 'website',
      ...(image ? { images: [{ url: image }] } : {}),
    },
  }
}
