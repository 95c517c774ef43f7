import type { Metadata } from 'next'
import { localizePath } from '@/i18n/paths'
import { defaultLocale, LANGUAGES, locales, otherLocales, type Locale } from '@/i18n/routing'
import { getTranslations } from 'next-intl/server'
import { paths } from './paths'

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

/** The generated card (name and claim in the house colours) that link previews show for pages without an image. */
export function shareCard(locale: Locale): string {
  return `/share-card.${locale}.png`
}

/** The news pages name the news feed of their language in their head. */
function isNewsPage(path: string): boolean {
  return path === paths.news || path.startsWith(`${paths.news}/`)
}

/** An editor's values for a record's page (blank ones null); they win over the automatic ones. */
export type SeoOverrides = {
  title: string | null
  description: string | null
  image: string | null
  noindex: boolean
}

export type PageMeta = {
  locale: Locale
  /** The page's path without locale prefix, e.g. paths.career. */
  path: string
  title: string
  description: string
  /** Site-relative URL of the page's main image, for link previews; the share card when there is none. */
  image?: string | null
  /** A news item: previews show it as an article of that day. */
  article?: { publishedTime: string; modifiedTime?: string }
  /** What an editor set under "SEO" on the page's record. */
  seo?: SeoOverrides | null
}

/** A page's title, description, image and robots: an editor's values where set, the automatic ones elsewhere. */
export function withSeoOverrides(
  automatic: { title: string; description: string; image?: string | null },
  seo?: SeoOverrides | null,
): Pick<Metadata, 'title' | 'description' | 'robots'> & { image: string | null } {
  return {
    // An editor's title is the whole title, as the snippet preview in the admin shows it.
    title: seo?.title ? { absolute: seo.title } : automatic.title,
    description: seo?.description || automatic.description,
    image: seo?.image || automatic.image || null,
    ...(seo?.noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/**
 * Everything a page's generateMetadata returns: unique title and description, canonical and hreflang, the
 * Open Graph tags (a page's openGraph replaces the layout's, so it is built whole here) and, on the news
 * pages, the news feed.
 */
export async function pageMetadata({
  locale,
  path,
  seo,
  article,
  ...automatic
}: PageMeta): Promise<Metadata> {
  const { image, ...texts } = withSeoOverrides(automatic, seo)
  const title = seo?.title || automatic.title
  const description = seo?.description || automatic.description
  const [t, news] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'page.news' }),
  ])
  return {
    ...texts,
    alternates: {
      ...alternates(locale, path),
      ...(isNewsPage(path)
        ? {
            types: {
              'application/rss+xml': [
                {
                  url: localizePath(paths.newsFeed, locale),
                  title: news('feedTitle', { site: t('siteName') }),
                },
              ],
            },
          }
        : {}),
    },
    openGraph: {
      title,
      description,
      url: localizePath(path, locale),
      siteName: t('siteName'),
      locale: LANGUAGES[locale].ogLocale,
      alternateLocale: otherLocales(locale).map((each) => LANGUAGES[each].ogLocale),
      images: [{ url: image || shareCard(locale) }],
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image' },
  }
}
