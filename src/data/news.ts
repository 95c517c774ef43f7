import type { News } from '@/payload-types'
import { isoDate } from '@/lib/format'
import { cached } from './cache'
import { richTextToHtml } from './html'
import { image } from './media'
import { findAll, findLatestById, findPublishedById } from './payload'
import type { Locale, NewsItem } from './types'

function toNewsItem(doc: News, locale: Locale): NewsItem {
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
  async (locale: Locale) => (await findAll('news', { locale, sort: '-date', published: true })).map((doc) => toNewsItem(doc, locale)),
  'news:list',
  ['news', 'media'],
)

export const getNews = cached(
  async (id: number, locale: Locale) => {
    const doc = await findPublishedById('news', id, locale)
    return doc ? toNewsItem(doc, locale) : null
  },
  'news:one',
  ['news', 'media'],
)

/** One news item in its newest version, draft or not: an editor's preview (src/app/api/preview), never cached. */
export async function previewNews(id: number, locale: Locale): Promise<NewsItem | null> {
  const doc = await findLatestById('news', id, locale)
  return doc ? toNewsItem(doc, locale) : null
}
