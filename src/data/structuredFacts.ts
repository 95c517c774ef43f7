import type { Job as JobDoc, Event as EventDoc, JobLocation as JobLocationDoc, Office as OfficeDoc } from '@/payload-types'
import { postalAddress, type PostalAddressParts } from '@/lib/postalAddress'
import type { EmploymentType, EventAttendanceMode, EventStatus, SalaryUnit } from '@/lib/recordOptions'

/**
 * Facts of records that the spec's record shapes (and so the public API) do not carry but search engines
 * read: a job's kind of employment, salary and place of work, an event's venue and state. Taken from the
 * document the record's loader read (src/data/recordView.ts), never read on their own.
 */

export type JobFacts = {
  employmentType: EmploymentType[]
  baseSalary: { min: number; max: number | null; unit: SalaryUnit } | null
  /** The postal address of the office the job's location links to (needs the job read at depth 2). */
  place: PostalAddressParts | null
}

function officeAddress(location: JobDoc['location']): PostalAddressParts | null {
  const office = typeof location === 'object' ? (location as JobLocationDoc).office : null
  if (!office || typeof office !== 'object') return null
  const { street, city, region } = office as OfficeDoc
  return street && city ? postalAddress(street, city, region) : null
}

export function jobFacts(doc: JobDoc): JobFacts {
  const salary = doc.baseSalary
  return {
    employmentType: (doc.employmentType ?? []) as EmploymentType[],
    baseSalary:
      typeof salary?.min === 'number'
        ? { min: salary.min, max: salary.max ?? null, unit: (salary.unit ?? 'month') as SalaryUnit }
        : null,
    place: officeAddress(doc.location),
  }
}

export type EventFacts = {
  venue: string
  venueAddress: PostalAddressParts | null
  attendanceMode: EventAttendanceMode
  eventStatus: EventStatus
}

export function eventFacts(doc: EventDoc): EventFacts {
  return {
    venue: doc.venue ?? '',
    venueAddress: doc.venueAddress ? postalAddress(doc.venueAddress) : null,
    attendanceMode: (doc.attendanceMode ?? 'offline') as EventAttendanceMode,
    eventStatus: (doc.eventStatus ?? 'scheduled') as EventStatus,
  }
}
