import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'
import { imageField } from './fields'

export const Associations: CollectionConfig = {
  slug: 'associations',
  labels: { singular: { de: 'Verband', en: 'Association' }, plural: { de: 'Verbände', en: 'Associations' } },
  admin: { useAsTitle: 'name', group: 'Unternehmen' },
  access: publicContent,
  defaultSort: 'order',
  hooks: revalidateCollection('associations'),
  fields: [
    { name: 'name', type: 'text', required: true },
    imageField('logo', 'Logo'),
    { name: 'url', type: 'text' },
    { name: 'order', type: 'number', required: true, defaultValue: 0 },
  ],
}
