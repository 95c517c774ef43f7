import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { loadOrNull } from '@/data/load'
import { breadcrumbList } from './breadcrumbs'
import { JsonLd, type JsonLdObject } from './JsonLd'
import { pageTrail } from './pageTrail'

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>

async function routeBlocks(path: string, locale: Locale): Promise<JsonLdObject[]> {
  const t = (await getTranslations({ locale })) as unknown as Translate
  const trail = pageTrail(path, t)
  return trail ? [breadcrumbList(trail, locale)] : []
}

/**
 * The JSON-LD of a page below the home page without a record, by its path: the breadcrumb trail. Unknown
 * paths get none (a record's page uses RecordStructuredData). Failures leave the page without it, never broken.
 */
export async function RouteStructuredData({ locale, path }: { locale: Locale; path: string }) {
  const blocks = (await loadOrNull('structured data', () => routeBlocks(path, locale))) ?? []
  return blocks.map((block) => <JsonLd key={String(block['@type'])} data={block} />)
}
