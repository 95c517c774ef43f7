import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'
import { urlField, DAY_ADMIN } from './fields'

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: { de: 'Stelle', en: 'Job' }, plural: { de: 'Stellen', en: 'Jobs' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'location', 'startdate', '_status'],
    group: 'Karriere',
  },
  access: draftContent,
  versions: { drafts: true },
  defaultSort: '-startdate',
  hooks: revalidateCollection('jobs'),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'location', type: 'relationship', relationTo: 'job-locations', required: true },
    { name: 'startdate', type: 'date', index: true, admin: DAY_ADMIN },
    { name: 'enddate', type: 'date', admin: DAY_ADMIN },
    { name: 'work', type: 'richText', localized: true, label: 'Deine Tätigkeiten' },
    { name: 'profile', type: 'richText', localized: true, label: 'Dein Profil' },
    { name: 'benefits', type: 'richText', localized: true, label: 'Deine Benefits' },
    { name: 'body', type: 'richText', localized: true, label: 'Sonstiges' },
    urlField('name'),
  ],
}
