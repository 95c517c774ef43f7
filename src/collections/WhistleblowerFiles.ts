import { isReportingOffice, nobody } from '@/access/roles'
import { sealedFileFields } from './sealedFileFields'
import { caseEntryFields, inWhistleblowerChannel } from './whistleblowerCase'
import { caseFileEndpoints } from './whistleblowerFileEndpoints'

/**
 * The files of a whistleblower case (issue 41): one row per file, the file itself sealed with the case's key
 * in the case file store (src/lib/whistleblower/caseFiles.ts) under `storedName`; its original name sealed
 * too. Sent with the report (no message), with a reporter's follow-up message, or with the office's reply.
 * Written only by the server; read only by the reporting office (the download endpoint logs each download).
 */
export const WhistleblowerFiles = inWhistleblowerChannel({
  slug: 'whistleblower-files',
  labels: {
    singular: { de: 'Anhang zum Hinweis', en: 'Case file' },
    plural: { de: 'Anhänge zu Hinweisen', en: 'Case files' },
  },
  admin: { useAsTitle: 'storedName', defaultColumns: ['caseNumber', 'author', 'mimeType', 'size'], hidden: true },
  access: { read: isReportingOffice, create: nobody, update: nobody, delete: nobody },
  endpoints: caseFileEndpoints,
  fields: [
    ...caseEntryFields,
    {
      name: 'message',
      label: { de: 'Nachricht', en: 'Message' },
      type: 'relationship',
      relationTo: 'whistleblower-messages',
      index: true,
    },
    {
      name: 'author',
      label: { de: 'Von', en: 'From' },
      type: 'select',
      required: true,
      options: [
        { value: 'reporter', label: { de: 'Meldende Person', en: 'Reporter' } },
        { value: 'office', label: { de: 'Meldestelle', en: 'Reporting office' } },
      ],
    },
    ...sealedFileFields,
    {
      name: 'removedMetadata',
      label: { de: 'Entfernte Metadaten', en: 'Metadata removed' },
      type: 'text',
      admin: { description: { de: 'Arten, durch Komma getrennt', en: 'Kinds, separated by commas' } },
    },
  ],
})
