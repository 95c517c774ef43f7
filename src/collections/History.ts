import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'
import { imageField, DAY_ADMIN } from './fields'

export const History: CollectionConfig = {
  slug: 'history',
  labels: {
    singular: { de: 'Chronik-Eintrag', en: 'History entry' },
    plural: { de: 'Chronik', en: 'History' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', '_status'], group: 'Aktuelles' },
  access: draftContent,
  versions: { drafts: true },
  defaultSort: '-date',
  hooks: revalidateCollection('history'),
  fields: [
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: DAY_ADMIN,
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'body', type: 'richText', localized: true },
    imageField(),
  ],
}
