import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { defaultLocale, LANGUAGES, locales } from '@/i18n/routing'
import { dataDir } from '@/lib/env'
import { revalidateCollection } from './revalidation'
import { keepInUploadFolder } from './uploadStorage'
import { fileByEarlierName, formerFilenamesField, rememberFormerFilename } from './documentAddress'
import { LABELS, MENU_GROUPS } from './adminLabels'

/**
 * Downloads: brochures, forms, certificates. Where one appears is chosen in the global Downloads (or by a link in
 * rich text); the file of the record is the German one, `englishFile` the English version where there is one.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: { de: 'Dokument', en: 'Document' }, plural: { de: 'Dokumente', en: 'Documents' } },
  admin: {
    useAsTitle: 'title',
    // The picker of a link or a download lists these too: which file is German shows at a glance.
    defaultColumns: ['title', 'fileLanguage', 'filename', 'englishFile', 'updatedAt'],
    group: MENU_GROUPS.files,
    description: {
      de: 'PDF- und ZIP-Downloads: Prospekte, Formulare, Zertifikate. Wo sie erscheinen, bestimmt Website → Downloads; eine neue Datei für ein Dokument hier hochladen, dann bleibt sie überall, wo es gewählt ist.',
      en: 'PDF and ZIP downloads: brochures, forms, certificates. Where they appear is set under Website → Downloads; upload a new file for a document here and it stays wherever the document is chosen.',
    },
  },
  access: publicContent,
  defaultSort: 'title',
  hooks: {
    ...revalidateCollection('documents'),
    beforeChange: [keepInUploadFolder('documents'), rememberFormerFilename],
  },
  endpoints: [fileByEarlierName('documents')],
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
      name: 'fileLanguage',
      label: { de: 'Sprache der Datei', en: 'Language of the file' },
      type: 'select',
      defaultValue: defaultLocale,
      options: locales.map((code) => ({ value: code, label: { ...LANGUAGES[code].adminLabel } })),
      admin: {
        position: 'sidebar',
        description: {
          de: 'In welcher Sprache die Datei geschrieben ist; Listen und die Auswahl beim Verlinken zeigen es.',
          en: 'The language the file is written in; lists and the picker when linking show it.',
        },
      },
    },
    {
      name: 'englishFile',
      // 'Dokument auf Englisch': the list's empty cell reads '<Kein Dokument auf Englisch>'.
      label: { de: 'Dokument auf Englisch', en: 'English document' },
      type: 'upload',
      relationTo: 'documents',
      // A document is not its own English version.
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
      admin: {
        description: {
          de: 'Optional: das Dokument mit der englischen Datei (hier neu hochladen oder ein vorhandenes wählen). Englische Seiten verlinken es statt der Datei oben; ohne es die deutsche.',
          en: 'Optional: the document holding the English file (upload it here or choose an existing one). English pages link it instead of the file above; without it, the German one.',
        },
      },
    },
    formerFilenamesField,
  ],
}
