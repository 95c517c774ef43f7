import { ValidationError, type PayloadRequest } from 'payload'
import { isReportingOffice, nobody } from '@/access/roles'
import { REDACTION_PASSAGE_LENGTH, REDACTION_SCOPES, type RedactionScope } from '@/lib/constants'
import { relationId } from '@/lib/relationId'
import { isSealedText, openText, sealText } from '@/lib/sealed/valueSealing'
import { personName } from '@/lib/sealed/personName'
import { staffLanguage } from '@/lib/staffLanguages'
import { SEALED_FIELDS } from '@/lib/whistleblower/reportFields'
import { REDACTION_SCOPE_LABELS, scopeCovers } from '@/lib/whistleblower/redaction'
import { caseContext, OFFICE } from '@/lib/whistleblower/vault'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import { audit, auditRead } from '@/data/whistleblower/audit'
import { caseEntryFields, caseForNewEntry, inWhistleblowerChannel } from './whistleblowerCase'

/** The passage is bound to its case and to the field `redaction`. */
const redactionContext = (caseNumber: string) => caseContext(caseNumber, 'redaction')

const NOT_FOUND = {
  de: 'Diese Stelle steht in keinem Text des gewählten Bereichs (genau so geschrieben, mit Groß- und Kleinschreibung).',
  en: 'This passage is in no text of the chosen part (written exactly so, with the same capitals).',
}
const LENGTH = {
  de: `Bitte mindestens ${REDACTION_PASSAGE_LENGTH.min} und höchstens ${REDACTION_PASSAGE_LENGTH.max} Zeichen.`,
  en: `Please at least ${REDACTION_PASSAGE_LENGTH.min} and at most ${REDACTION_PASSAGE_LENGTH.max} characters.`,
}

const refuse = (req: PayloadRequest, path: string, message: { de: string; en: string }) =>
  new ValidationError({ errors: [{ path, message: message[staffLanguage(req.i18n?.language)] }] })

/** The texts of the case a scope covers, opened with the case key (straight from the database: no read to log). */
async function textsInScope(req: PayloadRequest, reportId: number, caseNumber: string, key: Buffer, scope: RedactionScope) {
  const texts: string[] = []
  const open = (sealed: unknown, field: string) =>
    isSealedText(sealed) ? openText(key, sealed, caseContext(caseNumber, field)) : ''
  if (scopeCovers(scope, 'report')) {
    const report = await req.payload.db.findOne<{ id: number } & Record<string, unknown>>({
      collection: 'whistleblower-reports',
      where: { id: { equals: reportId } },
      req,
    })
    for (const field of SEALED_FIELDS) texts.push(open(report?.[`${field}Sealed`], field))
  }
  for (const [part, collection, field] of [
    ['messages', 'whistleblower-messages', 'conversation'],
    ['notes', 'whistleblower-notes', 'note'],
  ] as const) {
    if (!scopeCovers(scope, part)) continue
    const { docs } = await req.payload.db.find<{ id: number; bodySealed?: string | null }>({
      collection,
      where: { report: { equals: reportId } },
      pagination: false,
      limit: 0,
      req,
    })
    for (const entry of docs) texts.push(open(entry.bodySealed, field))
  }
  return texts
}

/**
 * Passages of a case the office marks as redacted for the case file (issue 55): every export (the printable
 * page, its PDF, the ZIP) shows "[geschwärzt]" in their place; the case on the desk keeps the original, sealed. The
 * passage itself is sealed with the case's key; who marked it and when is stored in clear, shown in the case file
 * and written to the access log. A mark made by mistake is deleted (logged as well).
 */
export const WhistleblowerRedactions = inWhistleblowerChannel({
  slug: 'whistleblower-redactions',
  labels: {
    singular: { de: 'Schwärzung', en: 'Redaction' },
    plural: { de: 'Schwärzungen', en: 'Redactions' },
  },
  admin: {
    useAsTitle: 'caseNumber',
    defaultColumns: ['createdAt', 'caseNumber', 'scope', 'authorName'],
    description: {
      de: 'Stellen, die in der Fallakte (Seite, PDF, ZIP) als „[geschwärzt]“ erscheinen. Neue Schwärzungen legen Sie im Hinweis unter „Schwärzungen für die Fallakte“ an.',
      en: 'Passages shown as “[redacted]” in the case file (page, PDF, ZIP). Add new ones in the report under “Redactions for the case file”.',
    },
  },
  access: { read: isReportingOffice, create: isReportingOffice, update: nobody, delete: isReportingOffice },
  defaultSort: 'createdAt',
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const passage = typeof data.passage === 'string' ? data.passage.trim() : ''
        if (passage.length < REDACTION_PASSAGE_LENGTH.min || passage.length > REDACTION_PASSAGE_LENGTH.max)
          throw refuse(req, 'passage', LENGTH)
        const { ref, key } = await caseForNewEntry(req, { report: data.report, body: passage }, (ref) =>
          recordKeyForMember(OFFICE, req, ref),
        )
        const scope = (data.scope ?? 'everywhere') as RedactionScope
        const texts = await textsInScope(req, ref.id, ref.reference, key, scope)
        if (!texts.some((text) => text.includes(passage))) throw refuse(req, 'passage', NOT_FOUND)
        data.caseNumber = ref.reference
        data.scope = scope
        data.author = req.user?.id
        data.authorName = personName(req.user as never)
        data.passageSealed = sealText(key, passage, redactionContext(ref.reference))
        delete data.passage
        return data
      },
    ],
    beforeRead: [
      async ({ doc, req }) => {
        const key = doc.caseNumber
          ? await recordKeyForMember(OFFICE, req, { id: relationId(doc.report), reference: doc.caseNumber })
          : null
        doc.passage =
          key && isSealedText(doc.passageSealed)
            ? openText(key, doc.passageSealed, redactionContext(doc.caseNumber))
            : null
        return doc
      },
    ],
    afterRead: [
      async ({ doc, req }) => {
        // The case file reads them as part of its one 'export' entry; elsewhere reading a passage reads the case.
        if (req.context.caseFile !== doc.caseNumber) await auditRead(req, doc.caseNumber)
        return doc
      },
    ],
    afterChange: [
      async ({ doc, req, operation }) => {
        if (operation === 'create')
          await audit(req, doc.caseNumber, 'redacted', {
            detail: REDACTION_SCOPE_LABELS[doc.scope as RedactionScope].de,
          })
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await audit(req, doc.caseNumber, 'unredacted', {
          detail: REDACTION_SCOPE_LABELS[doc.scope as RedactionScope].de,
        })
      },
    ],
  },
  fields: [
    ...caseEntryFields,
    {
      name: 'scope',
      label: { de: 'Bereich', en: 'Part' },
      type: 'select',
      required: true,
      defaultValue: 'everywhere',
      options: REDACTION_SCOPES.map((value) => ({ value, label: REDACTION_SCOPE_LABELS[value] })),
      access: { update: nobody },
    },
    {
      name: 'passage',
      label: { de: 'Zu schwärzende Stelle', en: 'Passage to redact' },
      type: 'textarea',
      virtual: true,
      required: true,
      maxLength: REDACTION_PASSAGE_LENGTH.max,
      admin: {
        readOnly: false,
        description: {
          de: 'Kopieren Sie die Stelle genau so hinein, wie sie im Text steht (z. B. einen Namen). In der Fallakte steht dort „[geschwärzt]“; der Fall selbst bleibt unverändert. Verschlüsselt gespeichert.',
          en: 'Paste the passage exactly as it stands in the text (e.g. a name). The case file shows “[redacted]” in its place; the case itself is unchanged. Stored encrypted.',
        },
      },
    },
    {
      name: 'passageSealed',
      type: 'text',
      admin: { hidden: true },
      access: { read: nobody, update: nobody, create: nobody },
    },
    { name: 'author', type: 'relationship', relationTo: 'users', admin: { hidden: true } },
    {
      name: 'authorName',
      label: { de: 'Geschwärzt von', en: 'Redacted by' },
      type: 'text',
      admin: { readOnly: true },
      access: { create: nobody, update: nobody },
    },
  ],
})
