import type { Company } from '@/data/company'
import type { RecordDates } from '@/data/recordView'
import type { NewsFields } from '@/data/news'
import type { Locale } from '@/i18n/routing'
import { paths } from '@/lib/paths'
import { absoluteUrl, pageUrl } from '@/lib/siteUrls'
import type { JsonLdObject } from './JsonLd'
import { organizationRef } from './organization'

/** A news item; the company is its author and publisher. */
export function newsArticle(
  item: NewsFields,
  dates: RecordDates,
  company: Company,
  locale: Locale,
  description: string,
): JsonLdObject {
  const url = pageUrl(paths.newsDetail(item.id, item.url), locale)
  return {
    '@type': 'NewsArticle',
    headline: item.title.length > 110 ? `${item.title.slice(0, 109)}…` : item.title,
    ...(description ? { description } : {}),
    ...(item.image ? { image: [absoluteUrl(item.image)] } : {}),
    datePublished: item.date || dates.createdAt,
    dateModified: dates.updatedAt,
    author: [organizationRef(company, locale)],
    publisher: organizationRef(company, locale),
    mainEntityOfPage: url,
    url,
    inLanguage: locale,
  }
}
