import type { MetadataRoute } from 'next'
import { listIndexableRecordPages } from '@/data/sitemap'
import { locales } from '@/i18n/routing'
import { STATIC_PAGES, UNLISTED_PAGES } from '@/lib/paths'
import { languageAlternates, pageUrl } from '@/lib/siteUrls'

// Built per request from the cached records (invalidated with the content), so jobs leave it at their end date.
export const dynamic = 'force-dynamic'

/**
 * Every public page in both languages, each with its hreflang alternates (de, en, x-default); record pages
 * carry the time their record last changed. Unpublished, closed and noindexed records are not listed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: { path: string; lastModified?: string }[] = [
    ...STATIC_PAGES.filter((path) => !UNLISTED_PAGES.includes(path)).map((path) => ({ path })),
    ...(await listIndexableRecordPages()),
  ]
  return pages.flatMap(({ path, lastModified }) =>
    locales.map((locale) => ({
      url: pageUrl(path, locale),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages: languageAlternates(path) },
    })),
  )
}
