/** Record shapes of spec §3, as the pages and the public JSON API deliver them. */
import type { Locale } from '@/i18n/routing'

export type { Locale }

/** ISO calendar date, YYYY-MM-DD. */
type IsoDate = string

export type NewsItem = {
  id: number
  url: string
  title: string
  subline: string
  date: IsoDate
  bodyhtml: string
  shortbodyhtml: string
  image: string | null
  imagealt: string
  dark: boolean
}

export type EventItem = {
  id: number
  url: string
  title: string
  startdate: IsoDate | null
  enddate: IsoDate | null
  /** 'start - end' if both dates exist, the single date if one does, '' if none. */
  datetext: string
  bodyhtml: string
  image: string | null
  imagealt: string
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

export type Job = {
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

export type { ProjectCategoryId } from '@/lib/constants'
import type { ProjectCategoryId } from '@/lib/constants'

export type Project = {
  id: number
  url: string
  title: string
  startdate: IsoDate | null
  enddate: IsoDate | null
  datetext: string
  projectcategoryid: ProjectCategoryId
  image: string | null
  imagealt: string
  projectclient: string
  involvedmembers: string
  involvedpartners: string
  projectcontenthtml: string
  bodyhtml: string
  ordervolume: number | null
  stylevariant: 1 | 2
}
