import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'
import { imageField } from './fields'

export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: { singular: { de: 'Partner', en: 'Partner' }, plural: { de: 'Partner', en: 'Partners' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'url', 'order'], group: 'Unternehmen' },
  access: publicContent,
  defaultSort: 'order',
  hooks: revalidateCollection('partners'),
  fields: [
    { name: 'name', type: 'text', required: true },
    imageField('logo', 'Logo'),
    { name: 'url', type: 'text', admin: { description: 'Webseite des Partners (optional)' } },
    { name: 'order', type: 'number', required: true, defaultValue: 0 },
  ],
}
