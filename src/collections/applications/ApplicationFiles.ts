import { isHR, nobody } from '@/access/roles'
import { sealedFileFields } from '../sealedFileFields'
import { applicationField, inApplicationsDesk } from './applicationDesk'

/**
 * The documents of an application: one row per file, the file itself sealed in the desk's store
 * (src/lib/sealed/fileStore.ts) under `storedName`; its original name sealed too. Written only by the server.
 */
export const ApplicationFiles = inApplicationsDesk({
  slug: 'application-files',
  labels: {
    singular: { de: 'Bewerbungsunterlage', en: 'Application document' },
    plural: { de: 'Bewerbungsunterlagen', en: 'Application documents' },
  },
  admin: { useAsTitle: 'storedName', defaultColumns: ['application', 'mimeType', 'size'], hidden: true },
  access: { read: isHR, create: nobody, update: nobody, delete: nobody },
  fields: [
    applicationField,
    { name: 'index', label: { de: 'Nummer', en: 'Number' }, type: 'number', required: true },
    ...sealedFileFields,
  ],
})
