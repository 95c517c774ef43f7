import { ValidationError, type CollectionConfig, type Field, type PayloadRequest } from 'payload'
import { nobody } from '@/access/roles'
import { OFFICE_DESK } from '@/lib/sealed/desks'
import { inDesk } from '../sealed/deskCollections'
import { WHISTLEBLOWER_LIMITS } from '@/lib/forms/whistleblower'
import type { RecordRef } from '@/lib/sealed/deskKeys'
import { caseFileStore } from '@/lib/whistleblower/caseFiles'
import { relationId as relationIdOf } from '@/lib/relationId'
import { sealedBodyFields as sealedBody } from '../sealedBody'
import { staffLanguage } from '@/lib/staffLanguages'

/** A collection of the whistleblower channel (see inDesk): the office's group, hidden from everyone else. */
export const inWhistleblowerChannel = (config: CollectionConfig): CollectionConfig =>
  inDesk(OFFICE_DESK, config)

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

const NOT_OPEN = {
  de: 'Dieser Fall ist für Sie nicht geöffnet: Melden Sie sich ab und wieder an, oder lassen Sie sich von einem Mitglied der Meldestelle Zugang gewähren.',
  en: 'This case is not open for you: sign out and in again, or ask a member of the reporting office to grant you access.',
}

const UNKNOWN_REPORT = { de: 'Diesen Hinweis gibt es nicht.', en: 'There is no such report.' }
const EMPTY = { de: 'Bitte schreiben Sie einen Text.', en: 'Please write a text.' }

const say = (req: PayloadRequest, text: { de: string; en: string }) => text[staffLanguage(req.i18n?.language)]

/**
 * The case a new message or note (`entry`: its report and text) is written to, with the key that seals it
 * (`keyFor` decides whose key counts). A 400 on `body` when the text is empty or the case's key is not at hand,
 * on `report` when the report does not exist.
 */
export async function caseForNewEntry(
  req: PayloadRequest,
  entry: { report?: unknown; body?: unknown },
  keyFor: (ref: RecordRef) => Promise<Buffer | null>,
): Promise<{ ref: RecordRef; key: Buffer }> {
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
  const ref = { id: found.id, reference: found.caseNumber }
  const key = await keyFor(ref)
  if (!key) throw new ValidationError({ errors: [{ path: 'body', message: say(req, NOT_OPEN) }] })
  return { ref, key }
}

/** What belongs to a case besides the report, by the field that names the report. */
const CASE_PARTS = [
  ['whistleblower-files', 'report'],
  ['whistleblower-messages', 'report'],
  ['whistleblower-notes', 'report'],
  ['whistleblower-redactions', 'report'],
  ['whistleblower-keys', 'reportId'],
  ['whistleblower-notifications', 'reportId'],
] as const

/**
 * Before a report is deleted (by the office, or 3 years after closing): its messages, notes, redactions, keys and
 * notices go with it, straight in the database (deleting is no read to log, and they must not outlive the report).
 */
export async function deleteCaseParts(req: PayloadRequest, reportId: number): Promise<void> {
  const { docs } = await req.payload.db.find({
    collection: 'whistleblower-files',
    req,
    pagination: false,
    select: { storedName: true },
    where: { report: { equals: reportId } },
  })
  req.context[`deletedCaseFiles:${reportId}`] = docs.map((doc) =>
    String((doc as { storedName?: string }).storedName),
  )
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
