import { ValidationError, type CollectionConfig, type PayloadRequest } from 'payload'
import { hiddenButForReportingOffice, isReportingOffice, nobody } from '@/access/roles'
import { WHISTLEBLOWER_LIMITS } from '@/lib/forms/whistleblower'
import { isCaseSealed, openValue, sealValue } from '@/lib/whistleblower/caseSealing'
import { caseKeyForMember, type CaseRef } from '@/lib/whistleblower/vault'
import { audit } from './WhistleblowerAudit'

/** Each message is sealed with its own key derived from the case key; the context binds case and field. */
const conversation = (caseNumber: string) => ({ caseNumber, field: 'conversation' })

/**
 * The case key: handed over by the reporter's side (src/data, opened with the access code) in the request's
 * context, or the signed-in member's.
 */
async function caseKey(req: PayloadRequest, ref: CaseRef): Promise<Buffer | null> {
  const given = req.context.caseKey
  if (Buffer.isBuffer(given) && req.context.caseReportId === ref.reportId) return given
  return caseKeyForMember(req, ref)
}

const reportIdOf = (value: unknown) =>
  Number(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

const NOT_OPEN = {
  de: 'Dieser Fall ist für Sie nicht geöffnet: Melden Sie sich ab und wieder an, oder lassen Sie sich von einem Mitglied der Meldestelle Zugang gewähren.',
  en: 'This case is not open for you: sign out and in again, or ask a member of the reporting office to grant you access.',
}

/**
 * The conversation of a whistleblower case after the report: replies of the reporting office (written in the
 * admin, from the report's “Nachrichten” list) and additions of the reporter (from the anonymous follow-up
 * page). The text is stored only sealed with the case's key, like the report; only the reporting office reads it, and every
 * read goes to the access log. Nobody edits a message once sent.
 */
export const WhistleblowerMessages: CollectionConfig = {
  slug: 'whistleblower-messages',
  // Edit locks would record who opened which case, when, visibly to every editor: none for the channel.
  lockDocuments: false,
  labels: {
    singular: { de: 'Nachricht zum Hinweis', en: 'Case message' },
    plural: { de: 'Nachrichten zu Hinweisen', en: 'Case messages' },
  },
  admin: {
    useAsTitle: 'caseNumber',
    group: 'Hinweisgeberschutz',
    defaultColumns: ['createdAt', 'caseNumber', 'author', 'body'],
    hidden: hiddenButForReportingOffice,
    description: {
      de: 'Antworten an die meldende Person schreiben Sie im Hinweis unter „Nachrichten“. Die meldende Person liest sie mit Fallnummer und Zugangscode auf der Website.',
      en: 'Write replies to the reporter in the report under “Messages”. The reporter reads them on the website with case number and access code.',
    },
  },
  access: { read: isReportingOffice, create: isReportingOffice, update: nobody, delete: isReportingOffice },
  defaultSort: 'createdAt',
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        // Straight from the database: only the case number is needed, and this is not a read to log.
        const report = await req.payload.db.findOne<{ id: number; caseNumber: string }>({
          collection: 'whistleblower-reports',
          where: { id: { equals: data.report } },
          req,
        })
        if (!report) throw new ValidationError({ errors: [{ path: 'report', message: 'Unknown report' }] })
        data.caseNumber = report.caseNumber
        // Written by a signed-in user: the reporting office. Without one: the follow-up page (src/data).
        if (req.user) data.author = 'office'
        const key = await caseKey(req, { reportId: report.id, caseNumber: report.caseNumber })
        if (!key) {
          const message = req.i18n?.language === 'en' ? NOT_OPEN.en : NOT_OPEN.de
          throw new ValidationError({ errors: [{ path: 'body', message }] })
        }
        data.bodySealed = sealValue(key, String(data.body ?? ''), conversation(report.caseNumber))
        return data
      },
    ],
    beforeRead: [
      async ({ doc, req }) => {
        const key = doc.caseNumber
          ? await caseKey(req, { reportId: reportIdOf(doc.report), caseNumber: doc.caseNumber })
          : null
        doc.body =
          key && isCaseSealed(doc.bodySealed)
            ? openValue(key, doc.bodySealed, conversation(doc.caseNumber))
            : null
        return doc
      },
    ],
    afterRead: [
      async ({ doc, req }) => {
        await audit(req, doc.caseNumber, 'read-message')
        return doc
      },
    ],
    afterChange: [
      async ({ doc, req, operation }) => {
        if (operation === 'create') await audit(req, doc.caseNumber, 'reply')
      },
    ],
  },
  fields: [
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
    {
      name: 'author',
      label: { de: 'Von', en: 'From' },
      type: 'select',
      required: true,
      defaultValue: 'office',
      options: [
        { value: 'office', label: { de: 'Meldestelle', en: 'Reporting office' } },
        { value: 'reporter', label: { de: 'Meldende Person', en: 'Reporter' } },
      ],
      admin: { readOnly: true },
      access: { create: nobody, update: nobody },
    },
    {
      name: 'body',
      label: { de: 'Nachricht', en: 'Message' },
      type: 'textarea',
      virtual: true,
      required: true,
      maxLength: WHISTLEBLOWER_LIMITS.message,
      admin: {
        // Virtual fields are read-only in the admin unless said otherwise; this one is written once.
        readOnly: false,
        description: {
          de: 'Wird verschlüsselt gespeichert und ist für die meldende Person auf der Website sichtbar.',
          en: 'Stored encrypted and shown to the reporter on the website.',
        },
      },
    },
    {
      name: 'bodySealed',
      type: 'text',
      admin: { hidden: true },
      access: { read: nobody, update: nobody, create: nobody },
    },
  ],
}
