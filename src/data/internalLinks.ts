import type { LinkFields } from '@payloadcms/richtext-lexical'
import { localizePath } from '@/i18n/paths'
import { paths } from '@/lib/paths'
import type { LinkableCollection } from '@/lib/linkableCollections'
import { uploadUrl } from './media'
import type { Locale } from './types'

type Linked = { id: number; url?: string | null }

const DETAIL_PATHS: Record<Exclude<LinkableCollection, 'documents'>, (id: number, url: string) => string> = {
  news: paths.newsDetail,
  events: paths.eventDetail,
  jobs: paths.jobDetail,
  projects: paths.projectDetail,
}

/**
 * Where an editor's 'Interne Verlinkung' leads on the site: the record's detail page in the page's language, or
 * the document's file. '' when the target is gone (deleted, or not loaded): the text stays, without a link.
 */
export function internalHref(doc: LinkFields['doc'], locale: Locale): string {
  if (!doc || typeof doc.value !== 'object' || doc.value === null) return ''
  const target = doc.value as unknown as Linked
  const collection = doc.relationTo as LinkableCollection
  if (collection === 'documents') return target.url ? uploadUrl(target.url) : ''
  if (!(collection in DETAIL_PATHS) || !target.url) return ''
  return localizePath(DETAIL_PATHS[collection](target.id, target.url), locale)
}
