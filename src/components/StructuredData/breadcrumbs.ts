import type { Locale } from '@/i18n/routing'
import { pageUrl } from '@/lib/siteUrls'
import type { JsonLdObject } from './JsonLd'

export type Crumb = { name: string; path: string }

/** The trail from the home page to the page, each step with its name and absolute URL. */
export function breadcrumbList(crumbs: Crumb[], locale: Locale): JsonLdObject {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path, locale),
    })),
  }
}
