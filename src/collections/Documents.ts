import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { dataDir } from '@/lib/env'
import { revalidateCollection } from '@/lib/revalidate'
import { keepInUploadFolder } from './uploadStorage'

/** Downloads: brochures, forms, certificates. `key` is how pages find a document. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: { de: 'Dokument', en: 'Document' }, plural: { de: 'Dokumente', en: 'Documents' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'key', 'group'], group: 'Dateien' },
  access: publicContent,
  defaultSort: 'order',
  hooks: { ...revalidateCollection('documents'), beforeChange: [keepInUploadFolder('documents')] },
  upload: { staticDir: path.join(dataDir, 'documents'), mimeTypes: ['application/pdf', 'application/zip'] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    {
      name: 'group',
      type: 'select',
      required: true,
      options: [
        'footer',
        'einsatznavigation',
        'sprach-und-datenfunk',
        'wachen-und-elw',
        'leitsysteme',
        'reparaturen',
        'zertifikate',
      ],
    },
    { name: 'order', type: 'number', required: true, defaultValue: 0 },
  ],
}
