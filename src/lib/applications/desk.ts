import { APPLICATIONS_DESK_ENTRY } from '../sealed/desks'
import { randomBase32 } from '../randomCode'

/**
 * HR (the role _Personal_) as a desk of the shared sealed-record module (src/lib/sealed/): each application has
 * its own key, wrapped for every HR member and HR's offline recovery key; its fields and files are sealed
 * with it before they are stored.
 */
export const HR_ROLE = APPLICATIONS_DESK_ENTRY.role

export const APPLICATIONS_DESK = APPLICATIONS_DESK_ENTRY

/** The folder (under DATA_DIR, or in the bucket) of the sealed documents. */
export const APPLICATION_FILES_FOLDER = 'applications'

/** E.g. BW-2026-7K3Q9DXM: the year and 40 random bits. */
export function newApplicationReference(now = new Date()): string {
  return `BW-${now.getUTCFullYear()}-${randomBase32(8)}`
}

/** The text fields of an application, each sealed in its own column `<field>Sealed`. */
export const SEALED_APPLICATION_FIELDS = ['name', 'email', 'phone', 'start', 'salary', 'message'] as const
export type SealedApplicationField = (typeof SEALED_APPLICATION_FIELDS)[number]

export const sealContext = (reference: string, field: string) => ({
  desk: APPLICATIONS_DESK.name,
  reference,
  field,
})

export const fileContext = (reference: string, index: number) =>
  `${APPLICATIONS_DESK.name}|${reference}|file:${index}`

export const APPLICATION_STATUSES = [
  'received',
  'reviewing',
  'interview',
  'offer',
  'rejected',
  'withdrawn',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
