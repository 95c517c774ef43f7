import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field } from 'payload'
import { isLocale, defaultLocale } from '@/i18n/routing'
import { RECORD_COLLECTIONS, RECORD_PATHS, type RecordCollection } from '@/lib/paths'
import { pageUrl } from '@/lib/siteUrls'
import { slugify } from '@/lib/slugify'
import type { AdminText } from './adminLabels'

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

/**
 * The plugin's fields carry English labels ('Title', 'Meta Image') and an English note on the image; these are
 * their names in both admin languages. 'SEO', the plugin's name for the group, reads the same in both.
 */
const SEO_FIELD_TEXTS: Record<string, { label: AdminText; description?: AdminText }> = {
  title: {
    label: { de: 'Titel für Suchmaschinen', en: 'Title for search engines' },
    description: {
      de: 'Leer: der Titel des Eintrags. Suchmaschinen zeigen etwa 50 bis 60 Zeichen.',
      en: 'Empty: the record’s title. Search engines show about 50 to 60 characters.',
    },
  },
  description: {
    label: { de: 'Beschreibung für Suchmaschinen', en: 'Description for search engines' },
    description: {
      de: 'Leer: der Kurztext des Eintrags. Suchmaschinen zeigen etwa 100 bis 150 Zeichen.',
      en: 'Empty: the record’s summary. Search engines show about 100 to 150 characters.',
    },
  },
  image: {
    label: { de: 'Vorschaubild beim Teilen', en: 'Image when shared' },
    description: {
      de: 'Erscheint, wenn die Seite in sozialen Netzwerken oder Messengern geteilt wird; leer: das Bild des Eintrags.',
      en: 'Shown when the page is shared on social networks or messengers; empty: the record’s image.',
    },
  },
}

/**
 * Each field in both languages, drawn as a plain field: the plugin's own fields marked an empty title, description
 * or image as a red "Fehlt" / "Kein Bild", and its overview counted them as failed checks ("0/3"), although empty
 * means the page's automatic value, which is good. Their descriptions say what empty means instead.
 */
function inBothLanguages(field: Field): Field {
  const texts = 'name' in field ? SEO_FIELD_TEXTS[field.name] : undefined
  if (!texts) return field
  const admin = { ...field.admin, ...(texts.description && { description: texts.description }) } as {
    components?: Record<string, unknown>
  }
  const { Field: _pluginField, ...components } = admin.components ?? {}
  return { ...field, label: texts.label, admin: { ...admin, components } } as Field
}

const isOverview = (field: Field) => 'name' in field && field.name === 'overview'

type RecordDoc = { id?: number; url?: string | null; title?: string; name?: string; image?: unknown }

/** The address the SEO preview shows: the record's page in the language being edited. */
export function seoPreviewUrl({
  doc,
  collectionSlug,
  id,
  locale,
}: {
  doc: unknown
  collectionSlug?: string
  id?: number | string
  locale?: string
}): string {
  const collection = collectionSlug as RecordCollection | undefined
  const recordId = Number(id ?? (doc as RecordDoc).id)
  // A new record has no slug until its first save (src/collections/fields.ts makes it from the title): the
  // preview shows the address it will have, not `/aktuelles/news/14/`, which answers 404.
  const { url, title, name } = doc as RecordDoc
  const slug = url || slugify(title ?? name ?? '')
  if (!collection || !(collection in RECORD_PATHS) || !recordId || !slug) return ''
  const path = RECORD_PATHS[collection](recordId, slug)
  return pageUrl(path, isLocale(locale) ? locale : defaultLocale)
}

/**
 * Editable search-engine fields of the records with a page of their own: meta title, description, share
 * image and noindex under "SEO", with Payload's snippet preview. Blank fields mean the page's automatic
 * values (title, summary, image of the record).
 */
export const seo = seoPlugin({
  collections: RECORD_COLLECTIONS,
  uploadsCollection: 'media',
  fields: ({ defaultFields }) => [
    ...defaultFields.filter((field) => !isOverview(field)).map(inBothLanguages),
    noindex,
  ],
  generateTitle: ({ doc }: { doc: RecordDoc }) => doc.title ?? doc.name ?? '',
  generateImage: ({ doc }: { doc: RecordDoc }) => {
    const image = doc.image
    return typeof image === 'object' && image && 'id' in image
      ? (image as { id: number }).id
      : (image as number)
  },
  generateURL: seoPreviewUrl,
})
