import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { mediaFolder } from '@/lib/env'
import { revalidateCollection } from './revalidation'
import { keepInUploadFolder } from './uploadStorage'
import { MENU_GROUPS } from './adminLabels'
import { clearReferences, SQLITE_REFERENCES } from './clearReferences'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Bilder', en: 'Images' } },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'updatedAt'],
    group: MENU_GROUPS.files,
  },
  defaultSort: '-updatedAt',
  access: publicContent,
  hooks: {
    ...revalidateCollection('media'),
    beforeChange: [keepInUploadFolder('media')],
    beforeDelete: [clearReferences(SQLITE_REFERENCES.media)],
  },
  upload: {
    staticDir: mediaFolder,
    mimeTypes: ['image/*'],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [
      { name: 'thumb', width: 480, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [
    {
      name: 'alt',
      label: { de: 'Alternativtext', en: 'Alternative text' },
      type: 'text',
      required: true,
      localized: true,
      admin: {
        description: {
          de: 'Was auf dem Bild zu sehen ist, für Screenreader und Suchmaschinen; je Sprache.',
          en: 'What the picture shows, for screen readers and search engines; per language.',
        },
      },
    },
  ],
}
