import { stripTags } from './html'
import { locationName, type JobFields } from './jobs'
import type { JobLocation } from './types'

type JobGroup = {
  /** The job location's id; null for the group of jobs whose location is unknown. */
  id: number | null
  name: string
  count: number
  jobs: JobFields[]
}

/**
 * Jobs grouped by location for the careers dropdowns (spec §2, §3 "Job location map"): one group per
 * location in the given order, empty ones included, compared by the location's id with the job's
 * `locationid`. Jobs of an unknown location end up in one trailing group named by `locationName`
 * ('Unbekannt'). Jobs keep their order within a group.
 */
export function groupJobsByLocation(locations: JobLocation[], jobs: JobFields[]): JobGroup[] {
  const known = new Set(locations.map((location) => location.id))
  const groups: JobGroup[] = locations.map((location) => {
    const own = jobs.filter((job) => job.locationid === location.id)
    return { id: location.id, name: location.name, count: own.length, jobs: own }
  })
  const unknown = jobs.filter((job) => !known.has(job.locationid))
  if (unknown.length > 0)
    groups.push({
      id: null,
      name: locationName(locations, unknown[0].locationid),
      count: unknown.length,
      jobs: unknown,
    })
  return groups
}

/** Whether a piece of sanitized HTML holds visible text (an empty editor leaves `<p></p>` or `<br>`). */
export function hasContent(html: string | null | undefined): boolean {
  return Boolean(html && stripTags(html).replace(/&nbsp;|\u00a0/g, '').trim())
}

export type JobSectionKey = 'tasks' | 'profile' | 'benefits' | 'other'

/**
 * The rich-text sections of a job detail page in their order (spec §2 "Job detail"), each only when it has
 * content; 'other' ('Sonstiges') is the job's body. The location section is not rich text and always shows.
 */
export function jobSections(job: Pick<JobFields, 'workhtml' | 'profilhtml' | 'benefitshtml' | 'bodyhtml'>) {
  const all: { key: JobSectionKey; html: string }[] = [
    { key: 'tasks', html: job.workhtml },
    { key: 'profile', html: job.profilhtml },
    { key: 'benefits', html: job.benefitshtml },
    { key: 'other', html: job.bodyhtml },
  ]
  return all.filter((section) => hasContent(section.html))
}

/** A mail link with a subject line, e.g. an application to HR for one job. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}
