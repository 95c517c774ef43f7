import type { Job as JobDoc } from '@/payload-types'
import { dateText, isoDate } from '@/lib/format'
import { isJobOpen } from '@/lib/jobExpiry'
import { cached } from './cache'
import { richTextToHtml } from './html'
import { findAll } from './payload'
import { recordLoader, type RecordMeta } from './recordView'
import { jobFacts, type JobFacts } from './structuredFacts'
import type { IsoDate, JobLocation, Locale } from './types'

/** A job as pages show it (and the public API delivers it, see src/app/api/recordShapes.ts). */
export type JobFields = {
  id: number
  url: string
  name: string
  locationid: number
  startdate: IsoDate | null
  enddate: IsoDate | null
  daterange: string
  workhtml: string
  profilhtml: string
  benefitshtml: string
  bodyhtml: string
}

/**
 * A job on its detail page: its fields, the name of its location, the terms search engines read, dates and
 * SEO, from one read.
 */
export type JobView = JobFields & { location: string; facts: JobFacts } & RecordMeta

export const UNKNOWN_LOCATION = 'Unbekannt'

function toJobFields(doc: JobDoc, locale: Locale): JobFields {
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
    (await findAll('jobs', { locale, sort: '-startdate', published: true })).map((doc) => toJobFields(doc, locale)),
  'jobs:list',
  ['jobs', 'documents'],
)

// Depth 2: the job's location and that location's office, whose address is the job's place of work.
const readJob = recordLoader(
  'jobs',
  (doc, locale) => ({
    ...toJobFields(doc, locale),
    location: typeof doc.location === 'object' && doc.location ? doc.location.name : UNKNOWN_LOCATION,
    facts: jobFacts(doc),
  }),
  { tags: ['jobs', 'job-locations', 'offices', 'documents'], depth: 2 },
)

/**
 * The open jobs: published and not past their end date at `now`. The cache holds every published job; the
 * clock is read on each call, so a job leaves the lists at its end without anyone saving it.
 */
export async function listJobs(locale: Locale, now = new Date()): Promise<JobFields[]> {
  return (await listPublishedJobs(locale)).filter((job) => isJobOpen(job, now))
}

/**
 * One open job, or null (unknown, unpublished or closed). With `draft`, the job's newest version, open or
 * closed: an editor's preview.
 */
export async function loadJob(id: number, locale: Locale, draft: boolean, now = new Date()): Promise<JobView | null> {
  const job = await readJob(id, locale, draft)
  return job && (draft || isJobOpen(job, now)) ? job : null
}

/** Whether a published job exists whose end date has passed at `now` (its URL then says it is closed). */
export async function isJobClosed(id: number, locale: Locale, now = new Date()): Promise<boolean> {
  const job = await readJob(id, locale, false)
  return job !== null && !isJobOpen(job, now)
}

/** Job locations in the order the careers page lists them. */
export const listJobLocations = cached(
  async (locale: Locale): Promise<JobLocation[]> =>
    (await findAll('job-locations', { locale, sort: 'order' })).map((doc) => ({ id: doc.id, name: doc.name })),
  'job-locations:list',
  ['job-locations'],
)

export function locationName(locations: JobLocation[], id: number): string {
  return locations.find((location) => location.id === id)?.name ?? UNKNOWN_LOCATION
}
