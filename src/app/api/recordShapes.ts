import type { EventFields } from '@/data/events'
import type { JobFields } from '@/data/jobs'
import type { NewsFields } from '@/data/news'
import type { ProjectFields } from '@/data/projects'

/**
 * The record shapes of the public JSON API (spec §7): a contract with clients outside this site, so each lists
 * its keys, in the order they are sent, and takes nothing else from the record a page shows. A field added
 * for the pages stays off the API until its key is added here.
 */

const NEWS_KEYS = [
  'id',
  'url',
  'title',
  'subline',
  'date',
  'bodyhtml',
  'shortbodyhtml',
  'image',
  'imagealt',
  'dark',
] as const satisfies readonly (keyof NewsFields)[]

const PERIOD_KEYS = ['id', 'url', 'title', 'startdate', 'enddate', 'datetext'] as const

const EVENT_KEYS = [
  ...PERIOD_KEYS,
  'bodyhtml',
  'image',
  'imagealt',
] as const satisfies readonly (keyof EventFields)[]

const JOB_KEYS = [
  'id',
  'url',
  'name',
  'locationid',
  'startdate',
  'enddate',
  'daterange',
  'workhtml',
  'profilhtml',
  'benefitshtml',
  'bodyhtml',
] as const satisfies readonly (keyof JobFields)[]

const PROJECT_KEYS = [
  ...PERIOD_KEYS,
  'projectcategoryid',
  'image',
  'imagealt',
  'projectclient',
  'involvedmembers',
  'involvedpartners',
  'projectcontenthtml',
  'bodyhtml',
  'ordervolume',
  'stylevariant',
] as const satisfies readonly (keyof ProjectFields)[]

function shape<T, K extends keyof T>(keys: readonly K[]): (record: T) => Pick<T, K> {
  return (record) => Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, K>
}

export const apiNews = shape<NewsFields, (typeof NEWS_KEYS)[number]>(NEWS_KEYS)
export const apiEvent = shape<EventFields, (typeof EVENT_KEYS)[number]>(EVENT_KEYS)
export const apiJob = shape<JobFields, (typeof JOB_KEYS)[number]>(JOB_KEYS)
export const apiProject = shape<ProjectFields, (typeof PROJECT_KEYS)[number]>(PROJECT_KEYS)
