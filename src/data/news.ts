import type { News } from '@/payload-types'
import { isoDate } from '@/lib/format'
import { cached } from './cache'
import { richTextToHtml } from './html'
import { image } from './media'
import { findAll } from './payload'
import { recordLoader, type RecordMeta } from './recordView'
import type { IsoDate, Locale } from './types'

/** A news item as pages show it (and the public API delivers it, see src/app/api/recordShapes.ts). */
export type NewsFields = {
  id: number
  url: string
  title: string
  subline: string
  date: IsoDate
  bodyhtml: string
  shortbodyhtml: string
  image: string | null
  imagealt: string
  dark: boolean
}

/** A news item on its detail page: its fields, dates and SEO overrides, from one read. */
export type NewsView = NewsFields & RecordMeta

function toNewsFields(doc: News, locale: Locale): NewsFields {
  const img = image(doc.image, 'card')
  return {
    id: doc.id,
    url: doc.url ?? '',
    title: doc.title,
    subline: doc.subline ?? '',
    date: isoDate(doc.date) ?? '',
    bodyhtml: richTextToHtml(doc.body, locale),
    shortbodyhtml: richTextToHtml(doc.shortBody, locale),
    image: img.url,
    imagealt: img.alt,
    dark: Boolean(doc.dark),
  }
}

export const listNews = cached(
  async (locale: Locale) =>
    (await findAll('news', { locale, sort: '-date', published: true })).map((doc) => toNewsFields(doc, locale)),
  'news:list',
  ['news', 'media', 'documents'],
)

/** One news item, published (or with `draft` its newest version, for an editor's preview), or null. */
export const loadNews = recordLoader('news', toNewsFields, { tags: ['news', 'media', 'documents'] })
