import { caseContext } from '@/lib/whistleblower/vault'
import type { Field, PayloadRequest } from 'payload'
import { MOMENT_PICKER } from '../fields'
import { isReportingOffice, nobody } from '@/access/roles'
import { CASE_STATUS_LABELS } from '@/lib/whistleblower/caseStatusLabels'
import { CASE_SEALED_FIELDS, type CaseSealedField, type SealedField } from '@/lib/whistleblower/reportFields'
import {
  ASSIGNEE_LABEL,
  CASE_DATE_LABELS,
  CHANNEL_LABEL,
  REPORT_FIELD_LABELS,
} from '@/lib/whistleblower/caseLabels'
import { CASE_CHANNEL_LABELS } from '@/lib/whistleblower/caseChannelLabels'
import { CASE_CHANNELS, CASE_STATUSES } from '@/lib/constants'
import { caseDeadlines, isOverdue } from '@/lib/whistleblower/caseDeadlines'
import { isSealedText, openText } from '@/lib/sealed/valueSealing'
import { memberKey } from '@/lib/sealed/memberKeyring'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import { OFFICE, OFFICE_ROLE } from '@/lib/whistleblower/vault'
import { audit, auditRead } from '@/data/whistleblower/audit'
import { deleteCaseParts, inWhistleblowerChannel, removeCaseFiles } from './whistleblowerCase'
import { auditAssignment, checkAssignee } from './whistleblowerAssignment'
import { deskEndpoints } from './whistleblowerDeskEndpoints'
import {
  auditClassification,
  checkClassification,
  classificationFields,
  sealClassification,
} from './whistleblowerClassification'

const sealedName = (field: CaseSealedField) => `${field}Sealed`

/** The ciphertext column: never readable, never writable through the API. */
const sealedColumn = (field: CaseSealedField): Field => ({
  name: sealedName(field),
  type: 'text',
  admin: { hidden: true },
  access: { read: nobody, update: nobody, create: nobody },
})

/**
 * What the reporting office reads: the plaintext, opened for the response only with the case key of the member
 * signed in (unlocked with their password at sign-in), never stored.
 */
const plainView = (field: SealedField, label: { de: string; en: string }): Field => {
  const common = {
    name: field,
    label,
    virtual: true,
    admin: { readOnly: true },
    access: { update: nobody, create: nobody },
  }
  return field === 'message' ? { ...common, type: 'textarea' } : { ...common, type: 'text' }
}

/**
 * The case as the member reads it: its sealed values opened with the member's case key, the key's state, and
 * the deadlines computed from the dates (virtual fields, never stored).
 */
type CaseDoc = {
  [field: string]: unknown
  id?: unknown
  caseNumber?: string
  receivedAt?: string | null
  acknowledgedAt?: string | null
  closedAt?: string | null
  firstFeedbackAt?: string | null
}

async function openCase(doc: CaseDoc, req: PayloadRequest) {
  const { caseNumber } = doc
  const caseKey = caseNumber
    ? await recordKeyForMember(OFFICE, req, { id: Number(doc.id), reference: caseNumber })
    : null
  for (const field of CASE_SEALED_FIELDS) {
    const sealed = doc[sealedName(field)]
    doc[field] =
      caseKey && isSealedText(sealed) ? openText(caseKey, sealed, caseContext(caseNumber!, field)) : null
  }
  doc.keyStatus = caseKey ? 'open' : memberKey(req.user as never) ? 'not-granted' : 'locked'
  // A read with `select` may leave the dates out.
  if (!doc.receivedAt) return doc
  const dates = caseDeadlines({
    receivedAt: new Date(doc.receivedAt),
    acknowledgedAt: doc.acknowledgedAt ? new Date(doc.acknowledgedAt) : null,
    closedAt: doc.closedAt ? new Date(doc.closedAt) : null,
  })
  doc.acknowledgeBy = dates.acknowledgeBy.toISOString()
  doc.feedbackBy = dates.feedbackBy.toISOString()
  doc.overdue = isOverdue(doc as never, new Date())
  return doc
}

/**
 * Reports of the whistleblower channel (HinSchG). Only the role `reporting-office` lists, reads and handles
 * them (§16); every read is written to the audit log. No address, user agent or other request data of the
 * reporter is stored. Status changes set the HinSchG dates: acknowledgement due 7 days after receipt, feedback
 * 3 months after acknowledgement, deletion 3 years after closing (§11).
 */
export const WhistleblowerReports = inWhistleblowerChannel({
  slug: 'whistleblower-reports',
  labels: {
    singular: { de: 'Hinweis (HinSchG)', en: 'Whistleblower report' },
    plural: { de: 'Hinweise (HinSchG)', en: 'Whistleblower reports' },
  },
  admin: {
    useAsTitle: 'caseNumber',
    defaultColumns: [
      'caseNumber',
      'status',
      'channel',
      'assignee',
      'receivedAt',
      'acknowledgeBy',
      'feedbackBy',
      'overdue',
      'importance',
    ],
    components: {
      views: {
        edit: {
          // The case for the file: a printable page with the report, conversation and internal notes.
          caseFile: {
            Component: '/admin/whistleblower/CaseFileView#CaseFileView',
            path: '/fallakte',
            tab: { href: '/fallakte', label: ({ t }) => t('caseDesk:caseFileTab' as never), order: 200 },
          },
        },
      },
    },
  },
  access: { read: isReportingOffice, update: isReportingOffice, delete: isReportingOffice, create: nobody },
  endpoints: deskEndpoints,
  defaultSort: '-receivedAt',
  hooks: {
    beforeRead: [({ doc, req }) => openCase(doc, req)],
    afterRead: [
      async ({ doc, req }) => {
        // A save answers with the stored row, read without the hook above: open it the same way, so the form
        // after saving shows the new deadlines and the sealed area and labels (not blanks a next save would store).
        if (doc.keyStatus === undefined && doc.id) {
          const row = await req.payload.db.findOne<CaseDoc & { id: number }>({
            collection: 'whistleblower-reports',
            where: { id: { equals: doc.id } },
            req,
          })
          if (row) {
            const opened = await openCase({ ...row }, req)
            for (const field of [...CASE_SEALED_FIELDS, 'keyStatus', 'acknowledgeBy', 'feedbackBy', 'overdue'])
              doc[field] = opened[field]
          }
        }
        await auditRead(req, doc.caseNumber, doc.keyStatus === 'open' ? 'read' : 'read-locked')
        return doc
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, req, operation }) => {
        if (operation !== 'update') return
        const assigned = await auditAssignment(req, doc, previousDoc)
        const otherChange = ['status', 'acknowledgedAt', 'closedAt'].some(
          (field) => doc[field] !== previousDoc?.[field],
        )
        if (otherChange || !assigned) await audit(req, doc.caseNumber, 'update')
      },
      auditClassification,
    ],
    beforeDelete: [({ id, req }) => deleteCaseParts(req, Number(id))],
    afterDelete: [
      async ({ doc, req }) => {
        await removeCaseFiles(req, Number(doc.id))
        await audit(req, doc.caseNumber, 'delete')
      },
    ],
    beforeChange: [
      checkAssignee,
      checkClassification,
      sealClassification,
      ({ data, originalDoc, operation }) => {
        if (operation !== 'update') return data
        const now = new Date()
        const status = data.status ?? originalDoc?.status
        if (status !== 'received' && !originalDoc?.acknowledgedAt && !data.acknowledgedAt) {
          data.acknowledgedAt = now.toISOString()
        }
        // A date given by the server itself (overrideAccess: seeding, migrations) is kept.
        if (status === 'closed' && !originalDoc?.closedAt && !data.closedAt) {
          data.closedAt = now.toISOString()
        }
        if (status !== 'closed') {
          data.closedAt = null
          data.deleteAfter = null
        }
        const closedAt = data.closedAt ?? originalDoc?.closedAt
        if (status === 'closed' && closedAt) {
          data.deleteAfter = caseDeadlines({
            receivedAt: now,
            closedAt: new Date(closedAt),
          }).deleteAfter!.toISOString()
        }
        return data
      },
    ],
  },
  fields: [
    {
      name: 'caseNumber',
      label: { de: 'Fallnummer', en: 'Case number' },
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true },
      access: { update: nobody },
    },
    {
      name: 'status',
      label: { de: 'Status', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'received',
      // The reporter reads the same words on the follow-up page.
      options: CASE_STATUSES.map((value) => ({ value, label: CASE_STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      // Set when the case is stored (the form: web; the desk: phone, in person, post, e-mail), never changed.
      name: 'channel',
      label: CHANNEL_LABEL,
      type: 'select',
      required: true,
      defaultValue: 'web',
      index: true,
      options: CASE_CHANNELS.map((value) => ({ value, label: CASE_CHANNEL_LABELS[value] })),
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: nobody },
    },
    {
      name: 'assignee',
      label: ASSIGNEE_LABEL,
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { roles: { in: [OFFICE_ROLE] } },
      admin: {
        position: 'sidebar',
        components: { Cell: '/admin/whistleblower/AssigneeCell#AssigneeCell' },
        description: {
          de: 'Das Mitglied der Meldestelle, das den Fall bearbeitet. Nur wer Zugang zu diesem Fall hat, kann zuständig sein.',
          en: 'The reporting-office member who handles the case. Only someone with access to this case can be assigned.',
        },
      },
    },
    {
      name: 'keyStatus',
      label: { de: 'Schlüssel', en: 'Key' },
      type: 'select',
      virtual: true,
      options: [
        { value: 'open', label: { de: 'geöffnet', en: 'open' } },
        {
          value: 'locked',
          label: {
            de: 'gesperrt – bitte ab- und wieder anmelden',
            en: 'locked – please sign out and in again',
          },
        },
        {
          value: 'not-granted',
          label: {
            de: 'nicht freigegeben – ein Mitglied der Meldestelle muss Ihnen Zugang gewähren',
            en: 'not granted – a member of the reporting office must grant you access',
          },
        },
      ],
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          de: 'Der Inhalt ist nur mit Ihrem persönlichen Schlüssel lesbar, den Ihr Passwort bei der Anmeldung entsperrt.',
          en: 'The content can be read only with your personal key, which your password unlocks at sign-in.',
        },
      },
    },
    {
      name: 'overdue',
      label: { de: 'Frist überschritten', en: 'Overdue' },
      type: 'checkbox',
      virtual: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        components: { Cell: '/admin/whistleblower/OverdueCell#OverdueCell' },
      },
    },
    ...Object.entries(CASE_DATE_LABELS).map(([name, label]): Field => {
      const virtual = name === 'acknowledgeBy' || name === 'feedbackBy'
      return {
        name,
        label,
        type: 'date',
        ...(virtual ? { virtual: true } : { index: name === 'deleteAfter' }),
        admin: {
          readOnly: true,
          position: 'sidebar',
          date: MOMENT_PICKER,
          // Only a case recorded on the desk has minutes for the reporter to confirm.
          ...(name === 'minutesConfirmedAt' && {
            condition: (data) => Boolean(data.channel && data.channel !== 'web'),
          }),
        },
        access: { update: nobody },
      }
    }),
    ...(['subject', 'message', 'name', 'email', 'tel'] as const).map((field) =>
      plainView(field, REPORT_FIELD_LABELS[field]),
    ),
    {
      name: 'files',
      type: 'ui',
      admin: { components: { Field: '/admin/whistleblower/CaseFiles#CaseFiles' } },
    },
    {
      name: 'messages',
      label: { de: 'Nachrichten', en: 'Messages' },
      type: 'join',
      collection: 'whistleblower-messages',
      on: 'report',
      defaultSort: 'createdAt',
      defaultLimit: 50,
      admin: {
        defaultColumns: ['createdAt', 'author', 'body'],
        description: {
          de: 'Antworten an die meldende Person („Neuen Eintrag hinzufügen“) und ihre Ergänzungen. Sie liest Antworten mit Fallnummer und Zugangscode auf der Website.',
          en: 'Replies to the reporter (“Add new”) and their additions. The reporter reads replies on the website with case number and access code.',
        },
      },
    },
    {
      name: 'notes',
      label: { de: 'Interne Notizen', en: 'Internal notes' },
      type: 'join',
      collection: 'whistleblower-notes',
      on: 'report',
      defaultSort: 'createdAt',
      defaultLimit: 50,
      admin: {
        defaultColumns: ['createdAt', 'authorName', 'body'],
        description: {
          de: 'Nur für die Meldestelle („Neuen Eintrag hinzufügen“): Die meldende Person sieht interne Notizen nie.',
          en: 'For the reporting office only (“Add new”): the reporter never sees internal notes.',
        },
      },
    },
    {
      name: 'redactions',
      label: { de: 'Schwärzungen für die Fallakte', en: 'Redactions for the case file' },
      type: 'join',
      collection: 'whistleblower-redactions',
      on: 'report',
      defaultSort: 'createdAt',
      defaultLimit: 50,
      admin: {
        defaultColumns: ['createdAt', 'scope', 'passage', 'authorName'],
        description: {
          de: 'Stellen, die in der Fallakte (Seite, PDF, ZIP) als „[geschwärzt]“ erscheinen („Neuen Eintrag hinzufügen“); der Fall hier bleibt unverändert.',
          en: 'Passages shown as “[redacted]” in the case file (page, PDF, ZIP) (“Add new”); the case here stays unchanged.',
        },
      },
    },
    ...classificationFields,
    ...CASE_SEALED_FIELDS.map(sealedColumn),
    {
      name: 'accessCodeHash',
      type: 'text',
      required: true,
      admin: { hidden: true },
      access: { read: nobody, update: nobody },
    },
    {
      name: 'challengeId',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
      access: { read: nobody, update: nobody },
    },
  ],
})
