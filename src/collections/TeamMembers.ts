import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'
import { imageField } from './fields'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: { de: 'Teammitglied', en: 'Team member' }, plural: { de: 'Team', en: 'Team' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'position', 'onHome', 'order'],
    group: 'Unternehmen',
  },
  access: publicContent,
  defaultSort: 'order',
  hooks: revalidateCollection('team-members'),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'position', type: 'text', required: true, localized: true },
    imageField('image', 'Hintergrundbild'),
    {
      name: 'onHome',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Auf der Startseite zeigen (9 Plätze).' },
    },
    { name: 'order', type: 'number', required: true, defaultValue: 0 },
  ],
}
