import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type Field,
  type PayloadRequest,
} from 'payload'
import { nobody } from '@/access/roles'
import {
  CASE_AREAS,
  CASE_IMPORTANCE,
  CASE_LABELS_LIMIT,
  CASE_OUTCOMES,
  MARKED_OUT_REASONS,
  type MarkedOutReason,
} from '@/lib/constants'
import {
  CASE_AREA_LABELS,
  CASE_IMPORTANCE_LABELS,
  CASE_OUTCOME_LABELS,
  CLASS_FIELD_LABELS,
  MARKED_OUT_REASON_LABELS,
  splitLabels,
} from '@/lib/whistleblower/caseClasses'
import { CLASS_SEALED_FIELDS, type ClassSealedField } from '@/lib/whistleblower/reportFields'
import { caseContext, OFFICE } from '@/lib/whistleblower/vault'
import { isSealedText, openText, sealText } from '@/lib/sealed/valueSealing'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import { audit } from '@/data/whistleblower/audit'
import { staffLanguage } from '@/lib/staffLanguages'

/**
 * How the office classifies a case (issue 55): subject area and labels, sealed with the case's key (the area is
 * part of what was reported); outcome (HinSchG §18), importance and "not a report / test" in clear, since the
 * figures count them without a key (docs/decisions.md "What the reporting office's figures may know").
 */

const MESSAGES = {
  outcomeRequired: {
    de: 'Ein abgeschlossener Fall braucht ein Ergebnis (Folgemaßnahme nach § 18 HinSchG).',
    en: 'A closed case needs an outcome (follow-up measure under § 18 HinSchG).',
  },
  reasonRequired: {
    de: 'Bitte geben Sie an, warum der Fall nicht mitgezählt wird.',
    en: 'Please say why the case is not counted.',
  },
  locked: {
    de: 'Ihr Schlüssel öffnet diesen Fall nicht (gesperrt oder nicht freigegeben): bitte ab- und wieder anmelden.',
    en: 'Your key does not open this case (locked or not granted): please sign out and in again.',
  },
  labels: {
    de: `Höchstens ${CASE_LABELS_LIMIT.count} Schlagwörter mit je höchstens ${CASE_LABELS_LIMIT.length} Zeichen.`,
    en: `At most ${CASE_LABELS_LIMIT.count} labels of at most ${CASE_LABELS_LIMIT.length} characters each.`,
  },
}

const say = (req: PayloadRequest | undefined, message: { de: string; en: string }) =>
  message[staffLanguage(req?.i18n?.language)]

const refuse = (req: PayloadRequest, path: string, message: { de: string; en: string }) =>
  new ValidationError({ errors: [{ path, message: say(req, message) }] })

/** The value as stored: an area of the list or none; labels trimmed, deduplicated, comma-separated. */
function normalized(req: PayloadRequest, field: ClassSealedField, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (field === 'area') {
    if (!(CASE_AREAS as readonly string[]).includes(String(value)))
      throw new ValidationError({ errors: [{ path: 'area', message: String(value) }] })
    return String(value)
  }
  const labels = splitLabels(String(value))
  if (labels.length > CASE_LABELS_LIMIT.count || labels.some((label) => label.length > CASE_LABELS_LIMIT.length))
    throw refuse(req, 'labels', MESSAGES.labels)
  return labels.length ? labels.join(', ') : null
}

const CHANGED = 'classificationChanged'

/**
 * Seals the area and labels the office sets, with the case key of the member signed in; a value that did not
 * change is left as it is sealed (the form sends the opened value back with each save). Without a key that
 * opens the case, nothing sealed can change: an empty value is ignored, a given one refused.
 */
export const sealClassification: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const given = CLASS_SEALED_FIELDS.filter((field) => data[field] !== undefined)
  if (given.length === 0) return data
  const { id, caseNumber } = originalDoc as { id: number; caseNumber: string }
  const stored = await req.payload.db.findOne<{ id: number } & Record<string, unknown>>({
    collection: 'whistleblower-reports',
    where: { id: { equals: id } },
    req,
  })
  const key = await recordKeyForMember(OFFICE, req, { id, reference: caseNumber })
  const changed: ClassSealedField[] = []
  for (const field of given) {
    const value = normalized(req, field, data[field])
    delete data[field]
    const sealed = stored?.[`${field}Sealed`]
    if (!key) {
      if (value === null) continue
      throw refuse(req, field, MESSAGES.locked)
    }
    const current = isSealedText(sealed) ? openText(key, sealed, caseContext(caseNumber, field)) : null
    if ((current || null) === value) continue
    data[`${field}Sealed`] = value === null ? null : sealText(key, value, caseContext(caseNumber, field))
    changed.push(field)
  }
  if (changed.length) req.context[CHANGED] = changed
  return data
}

/** The outcome is required to close; a case marked out needs its reason. 400 with the field's message. */
export const checkClassification: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update') return data
  const status = data.status ?? originalDoc?.status
  const outcome = data.outcome !== undefined ? data.outcome : originalDoc?.outcome
  if (status === 'closed' && !outcome) throw refuse(req, 'outcome', MESSAGES.outcomeRequired)
  const markedOut = data.markedOut !== undefined ? data.markedOut : originalDoc?.markedOut
  const reason = data.markedOutReason !== undefined ? data.markedOutReason : originalDoc?.markedOutReason
  if (markedOut && !reason) throw refuse(req, 'markedOutReason', MESSAGES.reasonRequired)
  if (!markedOut && reason) data.markedOutReason = null
  return data
}

/**
 * The access log: marking a case out of the figures (with its reason) and back in, and each change of the
 * classification (naming the fields; the sealed area and labels without their values).
 */
export const auditClassification: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update') return doc
  const was = Boolean(previousDoc?.markedOut)
  if (Boolean(doc.markedOut) !== was) {
    const reason = doc.markedOutReason as MarkedOutReason | null
    await audit(req, doc.caseNumber, doc.markedOut ? 'marked-out' : 'marked-in', {
      detail: doc.markedOut && reason ? MARKED_OUT_REASON_LABELS[reason].de : undefined,
    })
  } else if (doc.markedOut && doc.markedOutReason !== previousDoc?.markedOutReason && doc.markedOutReason) {
    await audit(req, doc.caseNumber, 'marked-out', {
      detail: MARKED_OUT_REASON_LABELS[doc.markedOutReason as MarkedOutReason].de,
    })
  }
  const parts: string[] = []
  if (doc.outcome !== (previousDoc?.outcome ?? null) && doc.outcome)
    parts.push(`${CLASS_FIELD_LABELS.outcome.de}: ${CASE_OUTCOME_LABELS[doc.outcome as never as keyof typeof CASE_OUTCOME_LABELS].de}`)
  if ((doc.importance ?? null) !== (previousDoc?.importance ?? null) && doc.importance)
    parts.push(`${CLASS_FIELD_LABELS.importance.de}: ${CASE_IMPORTANCE_LABELS[doc.importance as never as keyof typeof CASE_IMPORTANCE_LABELS].de}`)
  for (const field of (req.context[CHANGED] as ClassSealedField[] | undefined) ?? [])
    parts.push(`${CLASS_FIELD_LABELS[field].de} geändert`)
  delete req.context[CHANGED]
  if (parts.length) await audit(req, doc.caseNumber, 'classified', { detail: parts.join('; ') })
  return doc
}

const sidebar = { position: 'sidebar' as const }

/** The classification's fields of a case (sidebar). */
export const classificationFields: Field[] = [
  {
    name: 'area',
    label: CLASS_FIELD_LABELS.area,
    type: 'select',
    virtual: true,
    options: CASE_AREAS.map((value) => ({ value, label: { de: CASE_AREA_LABELS[value].de, en: CASE_AREA_LABELS[value].en } })),
    access: { create: nobody },
    admin: {
      ...sidebar,
      description: {
        de: 'Wie von der meldenden Person gewählt, von Ihnen änderbar. Verschlüsselt gespeichert.',
        en: 'As chosen by the reporter, changeable by you. Stored encrypted.',
      },
    },
  },
  {
    name: 'labels',
    label: CLASS_FIELD_LABELS.labels,
    type: 'text',
    virtual: true,
    access: { create: nobody },
    admin: {
      ...sidebar,
      description: {
        de: 'Frei, durch Kommas getrennt. Verschlüsselt gespeichert.',
        en: 'Free, separated by commas. Stored encrypted.',
      },
    },
  },
  {
    name: 'importance',
    label: CLASS_FIELD_LABELS.importance,
    type: 'select',
    index: true,
    options: CASE_IMPORTANCE.map((value) => ({ value, label: CASE_IMPORTANCE_LABELS[value] })),
    admin: sidebar,
  },
  {
    name: 'outcome',
    label: CLASS_FIELD_LABELS.outcome,
    type: 'select',
    index: true,
    options: CASE_OUTCOMES.map((value) => ({
      value,
      label: { de: `${CASE_OUTCOME_LABELS[value].de} (${CASE_OUTCOME_LABELS[value].law})`, en: `${CASE_OUTCOME_LABELS[value].en} (${CASE_OUTCOME_LABELS[value].law})` },
    })),
    admin: {
      ...sidebar,
      description: {
        de: 'Pflicht zum Abschließen des Falls.',
        en: 'Required to close the case.',
      },
    },
  },
  {
    name: 'markedOut',
    label: CLASS_FIELD_LABELS.markedOut,
    type: 'checkbox',
    index: true,
    defaultValue: false,
    admin: sidebar,
  },
  {
    name: 'markedOutReason',
    label: CLASS_FIELD_LABELS.markedOutReason,
    type: 'select',
    options: MARKED_OUT_REASONS.map((value) => ({ value, label: MARKED_OUT_REASON_LABELS[value] })),
    admin: { ...sidebar, condition: (data) => Boolean(data?.markedOut) },
  },
]
