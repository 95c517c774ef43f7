import type { Job as JobDoc } from '@/payload-types'
import { dateText, isoDate } from '@/lib/format'
import { isJobOpen } from '@/lib/jobExpiry'
import { cached } from './cache'
import { richTextToHtml } from './html'
import { findAll, findLatestById, findPublishedById } from './payload'
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

const listPublishedJobs = cached(
  async (locale: Locale) =>
    (await findAll('jobs', { locale, sort: '-startdate', published: true })).map((doc) => toJob(doc, locale)),
  'jobs:list',
  ['jobs'],
)

const getPublishedJob = cached(
  async (id: number, locale: Locale) => {
    const doc = await findPublishedById('jobs', id, locale)
    return doc ? toJob(doc, locale) : null
  },
  'jobs:one',
  ['jobs'],
)

/**
 * The open jobs: published and not past their end date at `now`. The cache holds every published job; the
 * clock is read on each call, so a job leaves the lists at its end without anyone saving it.
 */
export async function listJobs(locale: Locale, now = new Date()): Promise<Job[]> {
  return (await listPublishedJobs(locale)).filter((job) => isJobOpen(job, now))
}

/** One open job, or null (unknown, unpublished or closed). */
export async function getJob(id: number, locale: Locale, now = new Date()): Promise<Job | null> {
  const job = await getPublishedJob(id, locale)
  return job && isJobOpen(job, now) ? job : null
}

/** One job in its newest version, draft or not, open or closed: an editor's preview, never cached. */
export async function previewJob(id: number, locale: Locale): Promise<Job | null> {
  const doc = await findLatestById('jobs', id, locale)
  return doc ? toJob(doc, locale) : null
}

/** Whether a published job exists whose end date has passed at `now` (its URL then says it is closed). */
export async function isJobClosed(id: number, locale: Locale, now = new Date()): Promise<boolean> {
  const job = await getPublishedJob(id, locale)
  return job !== null && !isJobOpen(job, now)
}

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
