import { ValidationError, type CollectionConfig } from 'payload'
import { hiddenButForReportingOffice, isReportingOffice, nobody } from '@/access/roles'
import { WHISTLEBLOWER_LIMITS } from '@/lib/forms/whistleblower'
import { reportCipher } from '@/lib/whistleblower/cipher'
import { audit } from './WhistleblowerAudit'

/** The sealed column's authenticated context: a body sealed for one case cannot be moved to another. */
const messageContext = (caseNumber: string) => `message:${caseNumber}`

/**
 * The conversation of a whistleblower case after the report: replies of the reporting office (written in the
 * admin, from the report's “Nachrichten” list) and additions of the reporter (from the anonymous follow-up
 * page). The text is stored only encrypted, like the report; only the reporting office reads it, and every
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
        const cipher = await reportCipher()
        data.bodySealed = cipher.encrypt(String(data.body ?? ''), messageContext(report.caseNumber))
        return data
      },
    ],
    beforeRead: [
      async ({ doc }) => {
        const cipher = await reportCipher()
        doc.body =
          typeof doc.bodySealed === 'string' && doc.bodySealed
            ? cipher.decrypt(doc.bodySealed, messageContext(doc.caseNumber))
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
