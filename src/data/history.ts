import type { History } from '@/payload-types'
import { isoDate } from '@/lib/format'
import { cached } from './cache'
import { richTextToHtml } from './html'
import { image } from './media'
import { findAll } from './payload'
import type { HistoryEntry, Locale } from './types'

function toHistoryEntry(doc: History, locale: Locale): HistoryEntry {
  const img = image(doc.image, 'card')
  return {
    id: doc.id,
    date: isoDate(doc.date) ?? '',
    title: doc.title,
    bodyhtml: richTextToHtml(doc.body, locale),
    image: img.url,
    imagealt: img.alt,
  }
}

export const listHistory = cached(
  async (locale: Locale) => (await findAll('history', { locale, sort: '-date', published: true })).map((doc) => toHistoryEntry(doc, locale)),
  'history:list',
  ['history', 'media', 'documents'],
)

/** Every history entry in its newest version, drafts too: an editor's preview (src/app/api/preview), never cached. */
export async function previewHistory(locale: Locale): Promise<HistoryEntry[]> {
  return (await findAll('history', { locale, sort: '-date', draft: true })).map((doc) => toHistoryEntry(doc, locale))
}
