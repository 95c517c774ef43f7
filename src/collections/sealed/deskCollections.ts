import type { CollectionBeforeReadHook, CollectionConfig, Field } from 'payload'
import { hiddenButFor, memberOf, nobody } from '@/access/roles'
import type { DeskEntry } from '@/lib/sealed/desks'
import { isSealedText, openText } from '@/lib/sealed/valueSealing'
import { recordKeyForMember } from '@/data/sealed/deskVault'

type Label = { de: string; en: string }

/**
 * A collection of a confidential desk: in the desk's navigation group, out of everyone else's, and without edit
 * locks, which would show every editor who opened which record, when.
 */
export function inDesk(desk: DeskEntry, config: CollectionConfig): CollectionConfig {
  return { ...config, lockDocuments: false, admin: { ...config.admin, ...deskNavigation(desk) } }
}

/** The desk's navigation group, shown to its members only. */
export const deskNavigation = (desk: DeskEntry) => ({
  group: { de: desk.words.de.group, en: desk.words.en.group },
  hidden: hiddenButFor(desk),
})

/**
 * The wrapped record keys of a desk (src/data/sealed/deskVault.ts): one row per record and holder. Nobody reads
 * or changes them through the API or the admin; only the server's own code does.
 */
export function deskKeysCollection(
  desk: DeskEntry,
  labels: { singular: Label; plural: Label },
  holders: string[] = [],
) {
  return {
    slug: desk.keys,
    lockDocuments: false,
    labels,
    admin: { hidden: true },
    access: { read: nobody, create: nobody, update: nobody, delete: nobody },
    fields: [
      { name: desk.recordId, type: 'number', required: true, index: true },
      { name: desk.reference, type: 'text', required: true },
      {
        name: 'holder',
        type: 'select',
        required: true,
        index: true,
        options: ['member', 'recovery', ...holders, 'server'],
      },
      { name: 'userId', type: 'number', index: true },
      { name: 'wrapped', type: 'text', required: true },
    ],
  } satisfies CollectionConfig
}

type AuditOptions = {
  labels: { singular: Label; plural: Label }
  /** The actions the log names, with their words. */
  actions: Record<string, Label>
  /** How the desk names a record's reference ("Fallnummer"). */
  referenceLabel: Label
  /** Fields of the desk's own, after the reference. */
  fields?: Field[]
  defaultColumns?: string[]
}

/** Who did what on a desk; names as they were then, never anything the record holds beyond its reference. */
export function deskAuditCollection(desk: DeskEntry, options: AuditOptions): CollectionConfig {
  return inDesk(desk, {
    slug: desk.audit,
    labels: options.labels,
    admin: {
      useAsTitle: 'userName',
      defaultColumns: options.defaultColumns ?? [
        'createdAt',
        'userName',
        'action',
        desk.reference,
        'subjectName',
      ],
    },
    access: { read: memberOf(desk), create: nobody, update: nobody, delete: nobody },
    defaultSort: '-createdAt',
    fields: [
      { name: desk.reference, label: options.referenceLabel, type: 'text', index: true },
      ...(options.fields ?? []),
      { name: 'userName', label: { de: 'Wer', en: 'Who' }, type: 'text' },
      {
        name: 'action',
        label: { de: 'Was', en: 'What' },
        type: 'select',
        required: true,
        options: Object.entries(options.actions).map(([value, label]) => ({ value, label })),
      },
      { name: 'subjectName', label: { de: 'Betrifft', en: 'Concerns' }, type: 'text' },
      { name: 'detail', label: { de: 'Einzelheiten', en: 'Details' }, type: 'text' },
    ],
  })
}

export type SealedTextField = { name: string; label: Label; long?: boolean }

/** Each text field twice: opened for a member whose key holds the record, and sealed as stored. */
export const sealedTextFields = (fields: readonly SealedTextField[]): Field[] =>
  fields.flatMap(({ name, label, long }): Field[] => [
    long
      ? { name, label, type: 'textarea', virtual: true, admin: { readOnly: true } }
      : { name, label, type: 'text', virtual: true, admin: { readOnly: true } },
    {
      name: `${name}Sealed`,
      type: 'text',
      admin: { hidden: true },
      access: { read: nobody, create: nobody, update: nobody },
    },
  ])

/** Opens the sealed text fields for the member signed in, when their key holds the record; else leaves them empty. */
export const openSealedTexts =
  (desk: DeskEntry, fields: readonly string[]): CollectionBeforeReadHook =>
  async ({ doc, req }) => {
    const reference = doc[desk.reference]
    const key = reference ? await recordKeyForMember(desk, req, { id: doc.id, reference }) : null
    for (const field of fields) {
      const sealed = doc[`${field}Sealed`]
      doc[field] =
        key && isSealedText(sealed) ? openText(key, sealed, { desk: desk.name, reference, field }) : null
    }
    return doc
  }
