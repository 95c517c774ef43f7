import { isHR, nobody } from '@/access/roles'
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
    {
      name: 'storedName',
      label: { de: 'Name im Speicher', en: 'Name in storage' },
      type: 'text',
      required: true,
      unique: true,
    },
    { name: 'originalNameSealed', type: 'text', admin: { hidden: true }, access: { read: nobody } },
    { name: 'mimeType', label: { de: 'Typ', en: 'Type' }, type: 'text', required: true },
    { name: 'size', label: { de: 'Größe (Bytes)', en: 'Size (bytes)' }, type: 'number', required: true },
  ],
})
