import type { Job as JobDoc } from '@/payload-types'
import { dateText, isoDate } from '@/lib/format'
import { cached } from './cache'
import { richTextToHtml } from './html'
import { findAll, findPublishedById } from './payload'
import type { Job, JobLocation, Locale } from './types'

function toJob(doc: JobDoc, locale: Locale): Job {
  const startdate = isoDate(doc.startdate)
  const enddate = isoDate(doc.enddate)
  return {
    id: doc.id,
    url: doc.url ?? '',
    name: doc.name,
    locationid: typeof doc.location === 'object' ? doc.location.id : doc.location,
    startdate,
    enddate,
    daterange: dateText(startdate, enddate, locale),
    workhtml: richTextToHtml(doc.work, locale),
    profilhtml: richTextToHtml(doc.profile, locale),
    benefitshtml: richTextToHtml(doc.benefits, locale),
    bodyhtml: richTextToHtml(doc.body, locale),
  }
}

export const listJobs = cached(
  async (locale: Locale) =>
    (await findAll('jobs', { locale, sort: '-startdate', published: true })).map((doc) => toJob(doc, locale)),
  'jobs:list',
  ['jobs'],
)

export const getJob = cached(
  async (id: number, locale: Locale) => {
    const doc = await findPublishedById('jobs', id, locale)
    return doc ? toJob(doc, locale) : null
  },
  'jobs:one',
  ['jobs'],
)

/** Job locations in the order the careers page lists them. */
export const listJobLocations = cached(
  async (locale: Locale): Promise<JobLocation[]> =>
    (await findAll('job-locations', { locale, sort: 'order' })).map((doc) => ({ id: doc.id, name: doc.name })),
  'job-locations:list',
  ['job-locations'],
)

export const UNKNOWN_LOCATION = 'Unbekannt'

export function locationName(locations: JobLocation[], id: number): string {
  return locations.find((location) => location.id === id)?.name ?? UNKNOWN_LOCATION
}
