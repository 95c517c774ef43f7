import { ValidationError, type CollectionConfig, type Field, type PayloadRequest } from 'payload'
import { hiddenButForReportingOffice, nobody } from '@/access/roles'
import { WHISTLEBLOWER_LIMITS } from '@/lib/forms/whistleblower'
import type { CaseRef } from '@/lib/whistleblower/vault'
import { caseFileStore } from '@/lib/whistleblower/caseFiles'
import { relationId as relationIdOf } from './recordIds'
import { sealedBodyFields as sealedBody } from './sealedBody'

/** The admin's navigation group of the whistleblower channel's collections. */
export const WHISTLEBLOWER_GROUP = { de: 'Hinweisgeberschutz', en: 'Whistleblower channel' }

/**
 * A collection of the whistleblower channel: in the office's navigation group, out of everyone else's, and
 * without edit locks, which would record who opened which case, when, visibly to every editor.
 */
export function inWhistleblowerChannel(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    lockDocuments: false,
    admin: { ...config.admin, group: WHISTLEBLOWER_GROUP, hidden: hiddenButForReportingOffice },
  }
}

type Label = { de: string; en: string }

/** The report a message or note belongs to, and its case number (set by the server). */
export const caseEntryFields: Field[] = [
  {
    name: 'report',
    label: { de: 'Hinweis', en: 'Report' },
    type: 'relationship',
    relationTo: 'whistleblower-reports',
    required: true,
    index: true,
    admin: { readOnly: true },
  },
  {
    name: 'caseNumber',
    label: { de: 'Fallnummer', en: 'Case number' },
    type: 'text',
    index: true,
    admin: { readOnly: true },
    access: { create: nobody, update: nobody },
  },
]

/** The text of a message or note of the office, sealed with the case's key (sealedBody.ts). */
export const sealedBodyFields = (label: Label, description: Label): Field[] =>
  sealedBody(label, description, WHISTLEBLOWER_LIMITS.message)

export { relationId } from './recordIds'

const NOT_OPEN = {
  de: 'Dieser Fall ist für Sie nicht geöffnet: Melden Sie sich ab und wieder an, oder lassen Sie sich von einem Mitglied der Meldestelle Zugang gewähren.',
  en: 'This case is not open for you: sign out and in again, or ask a member of the reporting office to grant you access.',
}

const UNKNOWN_REPORT = { de: 'Diesen Hinweis gibt es nicht.', en: 'There is no such report.' }
const EMPTY = { de: 'Bitte schreiben Sie einen Text.', en: 'Please write a text.' }

const say = (req: PayloadRequest, text: { de: string; en: string }) =>
  req.i18n?.language === 'en' ? text.en : text.de

/**
 * The case a new message or note (`entry`: its report and text) is written to, with the key that seals it
 * (`keyFor` decides whose key counts). A 400 on `body` when the text is empty or the case's key is not at hand,
 * on `report` when the report does not exist.
 */
export async function caseForNewEntry(
  req: PayloadRequest,
  entry: { report?: unknown; body?: unknown },
  keyFor: (ref: CaseRef) => Promise<Buffer | null>,
): Promise<{ ref: CaseRef; key: Buffer }> {
  // A virtual field's `required` is not checked by Payload: nothing would be sealed.
  if (typeof entry.body !== 'string' || !entry.body.trim())
    throw new ValidationError({ errors: [{ path: 'body', message: say(req, EMPTY) }] })
  const id = relationIdOf(entry.report)
  // Straight from the database: only the case number is needed, and this is not a read to log.
  const found = Number.isInteger(id)
    ? await req.payload.db.findOne<{ id: number; caseNumber: string }>({
        collection: 'whistleblower-reports',
        where: { id: { equals: id } },
        req,
      })
    : null
  if (!found) throw new ValidationError({ errors: [{ path: 'report', message: say(req, UNKNOWN_REPORT) }] })
  const ref = { reportId: found.id, caseNumber: found.caseNumber }
  const key = await keyFor(ref)
  if (!key) throw new ValidationError({ errors: [{ path: 'body', message: say(req, NOT_OPEN) }] })
  return { ref, key }
}

/** What belongs to a case besides the report, by the field that names the report. */
const CASE_PARTS = [
  ['whistleblower-files', 'report'],
  ['whistleblower-messages', 'report'],
  ['whistleblower-notes', 'report'],
  ['whistleblower-keys', 'reportId'],
  ['whistleblower-notifications', 'reportId'],
] as const

/**
 * Before a report is deleted (by the office, or 3 years after closing): its messages, notes, keys and notices
 * go with it, straight in the database (deleting is no read to log, and they must not outlive the report).
 */
export async function deleteCaseParts(req: PayloadRequest, reportId: number): Promise<void> {
  const { docs } = await req.payload.db.find({
    collection: 'whistleblower-files',
    req,
    pagination: false,
    select: { storedName: true },
    where: { report: { equals: reportId } },
  })
  req.context[`deletedCaseFiles:${reportId}`] = docs.map((doc) => String((doc as { storedName?: string }).storedName))
  for (const [collection, field] of CASE_PARTS)
    await req.payload.db.deleteMany({ collection, req, where: { [field]: { equals: reportId } } })
}

/**
 * After a report is deleted: its sealed files leave the store (after the rows: a file without its row is found
 * by nobody, and could not be opened without the case's key, deleted with it).
 */
export async function removeCaseFiles(req: PayloadRequest, reportId: number): Promise<void> {
  const names = req.context[`deletedCaseFiles:${reportId}`]
  if (!Array.isArray(names)) return
  const store = caseFileStore()
  for (const name of names) await store.remove(String(name))
}
