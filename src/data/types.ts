/**
 * Types the data layer shares. Each record kind's own shape lives with its loader (src/data/news.ts, ...); the
 * public API's contract shapes are a converter over them (src/app/api/recordShapes.ts).
 */
import type { Locale } from '@/i18n/routing'

export type { Locale }

/** ISO calendar date, YYYY-MM-DD. */
export type IsoDate = string

/** The fields of a record that runs over a period (an event, a project), as pages and the API name them. */
export type PeriodFields = {
  id: number
  url: string
  title: string
  startdate: IsoDate | null
  enddate: IsoDate | null
  /** 'start - end' if both dates exist, the single date if one does, '' if none. */
  datetext: string
}

export type HistoryEntry = {
  id: number
  date: IsoDate
  title: string
  bodyhtml: string
  image: string | null
  imagealt: string
}

export type JobLocation = { id: number; name: string }

export type { ProjectCategoryId } from '@/lib/constants'
