import type { Event } from '@/payload-types'
import { dateText, isoDate } from '@/lib/format'
import { cached } from './cache'
import { richTextToHtml } from './html'
import { image } from './media'
import { findAll, findLatestById, findPublishedById } from './payload'
import type { EventItem, Locale } from './types'

function toEvent(doc: Event, locale: Locale): EventItem {
  const img = image(doc.image, 'card')
  const startdate = isoDate(doc.startdate)
  const enddate = isoDate(doc.enddate)
  return {
    id: doc.id,
    url: doc.url ?? '',
    title: doc.title,
    startdate,
    enddate,
    datetext: dateText(startdate, enddate, locale),
    bodyhtml: richTextToHtml(doc.body, locale),
    image: img.url,
    imagealt: img.alt,
  }
}

export const listEvents = cached(
  async (locale: Locale) =>
    (await findAll('events', { locale, sort: '-startdate', published: true })).map((doc) => toEvent(doc, locale)),
  'events:list',
  ['events', 'media'],
)

export const getEvent = cached(
  async (id: number, locale: Locale) => {
    const doc = await findPublishedById('events', id, locale)
    return doc ? toEvent(doc, locale) : null
  },
  'events:one',
  ['events', 'media'],
)

/** One event in its newest version, draft or not: an editor's preview (src/app/api/preview), never cached. */
export async function previewEvent(id: number, locale: Locale): Promise<EventItem | null> {
  const doc = await findLatestById('events', id, locale)
  return doc ? toEvent(doc, locale) : null
}
