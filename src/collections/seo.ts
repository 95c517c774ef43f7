import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field } from 'payload'
import { isLocale, defaultLocale } from '@/i18n/routing'
import { RECORD_COLLECTIONS, RECORD_PATHS, type RecordCollection } from '@/lib/paths'
import { pageUrl } from '@/lib/siteUrls'

const noindex: Field = {
  name: 'noindex',
  type: 'checkbox',
  label: { de: 'Nicht in Suchmaschinen aufnehmen (noindex)', en: 'Keep out of search engines (noindex)' },
  admin: {
    description: {
      de: 'Die Seite bittet Suchmaschinen, sie nicht aufzunehmen, und fehlt in der Sitemap.',
      en: 'The page asks search engines not to list it and is left out of the sitemap.',
    },
  },
}

type RecordDoc = { id?: number; url?: string | null; title?: string; name?: string; image?: unknown }

/**
 * Editable search-engine fields of the records with a page of their own: meta title, description, share
 * image and noindex under "SEO", with Payload's snippet preview. Blank fields mean the page's automatic
 * values (title, summary, image of the record).
 */
export const seo = seoPlugin({
  collections: RECORD_COLLECTIONS,
  uploadsCollection: 'media',
  fields: ({ defaultFields }) => [...defaultFields, noindex],
  generateTitle: ({ doc }: { doc: RecordDoc }) => doc.title ?? doc.name ?? '',
  generateImage: ({ doc }: { doc: RecordDoc }) => {
    const image = doc.image
    return typeof image === 'object' && image && 'id' in image
      ? (image as { id: number }).id
      : (image as number)
  },
  generateURL: ({ doc, collectionSlug, id, locale }) => {
    const collection = collectionSlug as RecordCollection | undefined
    const recordId = Number(id ?? (doc as RecordDoc).id)
    if (!collection || !(collection in RECORD_PATHS) || !recordId) return ''
    const path = RECORD_PATHS[collection](recordId, (doc as RecordDoc).url ?? '')
    return pageUrl(path, isLocale(locale) ? locale : defaultLocale)
  },
})
