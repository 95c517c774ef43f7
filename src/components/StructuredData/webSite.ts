import type { Company } from '@/data/company'
import type { Locale } from '@/i18n/routing'
import { absoluteUrl, pageUrl } from '@/lib/siteUrls'
import type { JsonLdObject } from './JsonLd'
import { organizationRef } from './organization'

/** The site itself, on the home page. */
export function webSite(
  company: Company,
  locale: Locale,
  texts: { name: string; description: string },
): JsonLdObject {
  return {
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    url: pageUrl('/', locale),
    name: texts.name,
    description: texts.description,
    inLanguage: locale,
    publisher: organizationRef(company, locale),
  }
}
