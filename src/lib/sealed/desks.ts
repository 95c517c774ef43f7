import type { StaffLanguage } from '../staffLanguages'
import type { Desk } from './deskKeys'

/**
 * The confidential desks: one entry each names the desk's role, its sealed records and their key rows, its
 * recovery key's global, its audit log and the words its staff read. The member key lifecycle (request, grant,
 * reset by someone else, removal, recovery key) loops over these entries in one place
 * (src/collections/usersDeskAccess.ts); a desk's own folders build on its entry. A new desk is a new entry here.
 */
export type DeskEntry = Desk & {
  /** The collection of the sealed records (cases, applications). */
  records: string
  /** Its field naming the member who handles a record, emptied when the member leaves the desk. */
  assignee: string
  /** The desk's audit log: `userName`, `action`, `subjectName`, `detail` (and its own fields). */
  audit: string
  /** The name its public form's human check is bound to (src/lib/captcha.ts). */
  humanCheckForm: string
  /** How the back office names the desk and its records, in both its languages. */
  words: Record<StaffLanguage, DeskWords>
  /**
   * People outside the desk who read single records a member shares with them (HR's hiring managers): their
   * role, and the holder their wraps are stored as. The role alone opens nothing; each share wraps one record's
   * key for one of them, and unsharing deletes that wrap.
   */
  readers?: DeskReaders
}

export type DeskReaders = {
  role: string
  holder: string
  /** How the admin names the role. */
  label: Record<StaffLanguage, string>
}

export type DeskWords = {
  /** "die Meldestelle", as in "Zugang zur Meldestelle". */
  desk: string
  /** The desk's name as a heading: "Meldestelle". */
  title: string
  /** The heading of its key panel on the dashboard. */
  keyPanel: string
  /** One record and many: "Fall", "Fälle". */
  record: string
  records: string
  /** The plural after "von": "2 von 11 Fällen". */
  recordsDative: string
  /** The role as the admin lists it. */
  role: string
  /** The admin's navigation group of the desk's collections. */
  group: string
}

export const OFFICE_DESK = {
  name: 'whistleblower',
  role: 'reporting-office' as const,
  keys: 'whistleblower-keys',
  recordId: 'reportId',
  reference: 'caseNumber',
  wrapLabel: 'case-key',
  vault: 'whistleblower-vault',
  records: 'whistleblower-reports',
  assignee: 'assignee',
  audit: 'whistleblower-audit',
  humanCheckForm: 'whistleblower' as const,
  words: {
    de: {
      desk: 'die Meldestelle',
      title: 'Meldestelle',
      keyPanel: 'Schlüssel der Meldestelle',
      record: 'Fall',
      records: 'Fälle',
      recordsDative: 'Fällen',
      role: 'Meldestelle',
      group: 'Hinweisgeberschutz',
    },
    en: {
      desk: 'the reporting office',
      title: 'Reporting office',
      keyPanel: 'Reporting office key',
      record: 'case',
      records: 'cases',
      recordsDative: 'cases',
      role: 'Reporting office',
      group: 'Whistleblower channel',
    },
  },
} satisfies DeskEntry

export const APPLICATIONS_DESK_ENTRY = {
  name: 'applications',
  role: 'hr' as const,
  keys: 'application-keys',
  recordId: 'applicationId',
  reference: 'reference',
  wrapLabel: 'application-key',
  vault: 'applications-vault',
  records: 'applications',
  assignee: 'assignee',
  audit: 'application-audit',
  humanCheckForm: 'application' as const,
  readers: {
    role: 'hiring-manager' as const,
    holder: 'hiring-manager',
    label: { de: 'Fachbereich', en: 'Hiring manager' },
  },
  words: {
    de: {
      desk: 'die Personalabteilung',
      title: 'Personalabteilung',
      keyPanel: 'Schlüssel der Personalabteilung',
      record: 'Bewerbung',
      records: 'Bewerbungen',
      recordsDative: 'Bewerbungen',
      role: 'Personal',
      group: 'Bewerbungen',
    },
    en: {
      desk: 'HR',
      title: 'HR',
      keyPanel: 'HR key',
      record: 'application',
      records: 'applications',
      recordsDative: 'applications',
      role: 'HR',
      group: 'Applications',
    },
  },
} satisfies DeskEntry

const DESK_ENTRIES = [OFFICE_DESK, APPLICATIONS_DESK_ENTRY] as const

export const DESKS: readonly DeskEntry[] = DESK_ENTRIES

/** The roles that make someone a member of a desk. */
export type DeskRole = (typeof DESK_ENTRIES)[number]['role']

export const deskNamed = (name: unknown): DeskEntry | undefined => DESKS.find((desk) => desk.name === name)

/** The desk whose members hold `role`, if it is a desk's role. */
export const deskOfRole = (role: string): DeskEntry | undefined => DESKS.find((desk) => desk.role === role)

export const DESK_ROLES = DESK_ENTRIES.map((desk) => desk.role) as DeskRole[]

/** The roles of those who read records shared with them (hiring managers); no desk's members. */
export type ReaderRole = (typeof APPLICATIONS_DESK_ENTRY)['readers']['role']
export const READER_ROLES = DESKS.flatMap((desk) => (desk.readers ? [desk.readers.role] : [])) as ReaderRole[]

/** The desk whose records people with `role` read when shared, if it is a reader role. */
export const deskOfReaderRole = (role: string): DeskEntry | undefined =>
  DESKS.find((desk) => desk.readers?.role === role)

/** The human-check names of the desks' public forms. */
export const DESK_FORMS = DESK_ENTRIES.map((desk) => desk.humanCheckForm) as DeskForm[]
export type DeskForm = (typeof DESK_ENTRIES)[number]['humanCheckForm']
