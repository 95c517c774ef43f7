import type { Event } from '@/payload-types'
import { dateText, isoDate } from '@/lib/format'
import { cached } from './cache'
import { richTextToHtml } from './html'
import { image } from './media'
import { findAll } from './payload'
import { recordLoader, type RecordMeta } from './recordView'
import { eventFacts, type EventFacts } from './structuredFacts'
import type { Locale, PeriodFields } from './types'

/** An event as pages show it (and the public API delivers it, see src/app/api/recordShapes.ts). */
export type EventFields = PeriodFields & {
  bodyhtml: string
  image: string | null
  imagealt: string
}

/** An event on its detail page: its fields, the facts search engines read, dates and SEO, from one read. */
export type EventView = EventFields & { facts: EventFacts } & RecordMeta

function toEventFields(doc: Event, locale: Locale): EventFields {
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
    (await findAll('events', { locale, sort: '-startdate', published: true })).map((doc) => toEventFields(doc, locale)),
  'events:list',
  ['events', 'media', 'documents'],
)

/** One event, published (or with `draft` its newest version, for an editor's preview), or null. */
export const loadEvent = recordLoader(
  'events',
  (doc, locale) => ({ ...toEventFields(doc, locale), facts: eventFacts(doc) }),
  { tags: ['events', 'media', 'documents'] },
)
