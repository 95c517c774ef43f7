import type { CollectionSlug } from 'payload'
import type { Job as JobDoc, Event as EventDoc, JobLocation as JobLocationDoc, Office as OfficeDoc } from '@/payload-types'
import { postalAddress, type PostalAddressParts } from '@/lib/postalAddress'
import type { EmploymentType, EventAttendanceMode, EventStatus, SalaryUnit } from '@/lib/recordOptions'
import { cached } from './cache'
import { findPublishedById, payloadClient } from './payload'
import type { Locale } from './types'

/**
 * Facts of records that the spec's record shapes (and so the public API) do not carry but search engines
 * read: when a record was made and changed, a job's kind of employment, salary and place of work, an event's
 * venue and state.
 */

export type RecordDates = { createdAt: string; updatedAt: string }

export const getRecordDates = cached(
  async (collection: Extract<CollectionSlug, 'news' | 'events' | 'jobs' | 'projects'>, id: number) => {
    const doc = await findPublishedById(collection, id, 'de')
    return doc ? ({ createdAt: doc.createdAt, updatedAt: doc.updatedAt } satisfies RecordDates) : null
  },
  'records:dates',
  ['news', 'events', 'jobs', 'projects'],
)

export type JobFacts = {
  employmentType: EmploymentType[]
  baseSalary: { min: number; max: number | null; unit: SalaryUnit } | null
  /** The postal address of the office the job's location links to. */
  place: PostalAddressParts | null
}

function officeAddress(location: JobDoc['location']): PostalAddressParts | null {
  const office = typeof location === 'object' ? (location as JobLocationDoc).office : null
  if (!office || typeof office !== 'object') return null
  const { street, city, region } = office as OfficeDoc
  return street && city ? postalAddress(street, city, region) : null
}

export const getJobFacts = cached(
  async (id: number): Promise<JobFacts | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'jobs',
      where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      depth: 2,
      locale: 'de',
      limit: 1,
    })
    const doc = docs[0]
    if (!doc) return null
    const salary = doc.baseSalary
    return {
      employmentType: (doc.employmentType ?? []) as EmploymentType[],
      baseSalary:
        typeof salary?.min === 'number'
          ? { min: salary.min, max: salary.max ?? null, unit: (salary.unit ?? 'month') as SalaryUnit }
          : null,
      place: officeAddress(doc.location),
    }
  },
  'jobs:facts',
  ['jobs', 'job-locations', 'offices'],
)

export type EventFacts = {
  venue: string
  venueAddress: PostalAddressParts | null
  attendanceMode: EventAttendanceMode
  eventStatus: EventStatus
}

export const getEventFacts = cached(
  async (id: number, locale: Locale): Promise<EventFacts | null> => {
    const doc: EventDoc | null = await findPublishedById('events', id, locale)
    if (!doc) return null
    return {
      venue: doc.venue ?? '',
      venueAddress: doc.venueAddress ? postalAddress(doc.venueAddress) : null,
      attendanceMode: (doc.attendanceMode ?? 'offline') as EventAttendanceMode,
      eventStatus: (doc.eventStatus ?? 'scheduled') as EventStatus,
    }
  },
  'events:facts',
  ['events'],
)
