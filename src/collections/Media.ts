import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { mediaFolder } from '@/lib/env'
import { revalidateCollection } from '@/lib/revalidate'
import { keepInUploadFolder } from './uploadStorage'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Bilder', en: 'Images' } },
  admin: { group: 'Dateien' },
  access: publicContent,
  hooks: { ...revalidateCollection('media'), beforeChange: [keepInUploadFolder('media')] },
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
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
