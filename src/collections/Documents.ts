import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { dataDir } from '@/lib/env'
import { revalidateCollection } from '@/lib/revalidate'
import { keepInUploadFolder } from './uploadStorage'
import { LABELS, MENU_GROUPS, solutionName, type AdminText } from './adminLabels'
import { orderField } from './fields'

const DOWNLOAD_LIST = { de: 'Download-Liste', en: 'download list' }
const BY_KEY_ONLY = { de: 'nur über den Schlüssel', en: 'by key only' }
const withNote = (name: AdminText, note: AdminText): AdminText => ({
  de: `${name.de} (${note.de})`,
  en: `${name.en} (${note.en})`,
})

/** Downloads: brochures, forms, certificates. `key` is how pages find a document. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: { de: 'Dokument', en: 'Document' }, plural: { de: 'Dokumente', en: 'Documents' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'group', 'key', 'order', 'filename'],
    group: MENU_GROUPS.files,
    description: {
      de: 'PDF- und ZIP-Downloads: Prospekte, Formulare, Zertifikate. Die Gruppe bestimmt, wo ein Dokument erscheint.',
      en: 'PDF and ZIP downloads: brochures, forms, certificates. The group decides where a document appears.',
    },
  },
  access: publicContent,
  defaultSort: 'order',
  hooks: { ...revalidateCollection('documents'), beforeChange: [keepInUploadFolder('documents')] },
  upload: { staticDir: path.join(dataDir, 'documents'), mimeTypes: ['application/pdf', 'application/zip'] },
  fields: [
    {
      name: 'title',
      label: LABELS.title,
      type: 'text',
      required: true,
      localized: true,
      admin: { description: { de: 'Text des Download-Links.', en: 'Text of the download link.' } },
    },
    {
      name: 'key',
      label: { de: 'Schlüssel', en: 'Key' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          de: 'Fester Name, unter dem eine Seite das Dokument sucht (z. B. leitsysteme-broschuere, reparaturauftrag-2024, zertifikat-iso-9001). Ändern nimmt es von dieser Seite.',
          en: 'Fixed name a page looks the document up by (e.g. leitsysteme-broschuere, reparaturauftrag-2024, zertifikat-iso-9001). Changing it removes it from that page.',
        },
      },
    },
    {
      name: 'group',
      label: { de: 'Gruppe', en: 'Group' },
      type: 'select',
      required: true,
      options: [
        { value: 'footer', label: { de: 'Footer (jede Seite)', en: 'Footer (every page)' } },
        { value: 'einsatznavigation', label: withNote(solutionName('einsatznavigation'), DOWNLOAD_LIST) },
        {
          value: 'sprach-und-datenfunk',
          label: withNote(solutionName('sprach-und-datenfunk'), DOWNLOAD_LIST),
        },
        { value: 'wachen-und-elw', label: withNote(solutionName('wachen-und-elw'), DOWNLOAD_LIST) },
        { value: 'leitsysteme', label: withNote(solutionName('leitsysteme'), BY_KEY_ONLY) },
        { value: 'reparaturen', label: withNote(solutionName('reparaturen'), BY_KEY_ONLY) },
        { value: 'zertifikate', label: { de: 'Zertifikate', en: 'Certificates' } },
      ],
      admin: {
        description: {
          de: 'Wo das Dokument erscheint: im Footer, in der Download-Liste einer Lösungsseite oder auf „Zertifikate“. Leitsysteme und Reparaturen haben keine Liste; ihre Seiten finden ihr Dokument über den Schlüssel.',
          en: 'Where the document appears: in the footer, in the download list of a solution page or on “Certificates”. Control systems and repairs have no list; their pages find their document by its key.',
        },
      },
    },
    orderField({
      de: 'Reihenfolge innerhalb der Gruppe; kleinere Zahlen zuerst.',
      en: 'Order within the group; lower numbers first.',
    }),
  ],
}
