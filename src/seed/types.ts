import type { EmploymentType, EventAttendanceMode, SalaryUnit } from '@/lib/recordOptions'
/** Shapes of the sample content in ./content; the seed turns them into Payload documents. */

export type Localized<T = string> = { de: T; en: T }
/** The languages the sample content is written in; the site's other languages show its German text. */
export type SeedLanguage = keyof Localized

/**
 * One block of rich text: a string is a paragraph (inline **bold** allowed),
 * `{ h: '...' }` a sub-heading, `{ ul: [...] }` a bullet list.
 */
export type RichBlock = string | { h: string } | { ul: string[] }
export type LocalizedRich = { de: RichBlock[]; en: RichBlock[] }

/** Motifs the seed's own SVG art generator can draw (no image is downloaded). */
export type Motif =
  | 'wave'
  | 'radio'
  | 'control-room'
  | 'vehicle'
  | 'station'
  | 'map'
  | 'person'
  | 'tower'
  | 'award'
  | 'circuit'
  | 'handshake'
  | 'building'
  | 'calendar'
  | 'tools'
  | 'pager'

export type ImageSpec = { motif: Motif; alt: Localized }

export type SeedNews = {
  title: Localized
  subline?: Localized
  date: string // YYYY-MM-DD
  shortBody: LocalizedRich
  body?: LocalizedRich
  image?: ImageSpec
  dark?: boolean
}

export type SeedEvent = {
  title: Localized
  startdate?: string
  enddate?: string
  venue?: Localized
  venueAddress?: string
  attendanceMode?: EventAttendanceMode
  body: LocalizedRich
  image?: ImageSpec
}

export type SeedHistory = { date: string; title: Localized; body: LocalizedRich; image?: ImageSpec }

/** Job location ids: 1 Greifswald, 2 Barsbüttel, 3 Unna, 4 Pforzheim, 5 Ludwigsburg. */
export type SeedJob = {
  name: Localized
  locationId: 1 | 2 | 3 | 4 | 5
  startdate: string
  enddate?: string
  employmentType: EmploymentType[]
  baseSalary?: { min: number; max?: number; unit: SalaryUnit }
  work: LocalizedRich
  profile: LocalizedRich
  benefits: LocalizedRich
  body?: LocalizedRich
}

/** Categories: 1 control room, 2 stations and command vehicles, 3 digital alerting, 4 voice and data radio. */
export type SeedProject = {
  title: Localized
  startdate: string
  enddate?: string
  category: 1 | 2 | 3 | 4
  image?: ImageSpec
  client?: Localized
  involvedMembers?: Localized
  involvedPartners?: Localized
  content: LocalizedRich
  body: LocalizedRich
  orderVolume?: number
  styleVariant: 1 | 2
}

export type SeedOffice = {
  name: Localized
  isOffice: boolean
  headquarters?: boolean
  headline?: Localized
  dividerHeadline?: Localized
  street?: string
  city?: string
  region?: string
  lat?: number
  lng?: number
  contactPerson?: string
  contactRole?: Localized
  phone?: string
  mail?: string
  mapLink?: string
  colour: 'green' | 'yellow' | 'greenLight' | 'gray'
}

export type SeedTeamMember = { name: string; position: Localized; onHome: boolean }
export type SeedPartner = { name: string; url?: string; hasLogo: boolean }
export type SeedAssociation = { name: string; url: string }
export type SeedSlide = { role: Localized; name: string; headline?: Localized }
/**
 * A download: `key` names its file (`<key>.pdf`); `english`: it has an English version (`<key>-en.pdf`). `text`:
 * paragraphs inside the file after its title page (the English ones in the English version; a document without
 * one has the German text only), which the site's search finds.
 */
export type SeedDocument = {
  key: string
  title: Localized
  english?: boolean
  text?: { de: string[]; en?: string[] }
}
