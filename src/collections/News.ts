import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'
import { imageField, urlField, DAY_ADMIN } from './fields'

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: { de: 'News-Beitrag', en: 'News item' }, plural: { de: 'News', en: 'News' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', '_status'], group: 'Aktuelles' },
  access: draftContent,
  // Editors can schedule publishing and unpublishing (run by src/jobs/scheduledPublishing.ts).
  versions: { drafts: { schedulePublish: true } },
  defaultSort: '-date',
  hooks: revalidateCollection('news'),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'subline', type: 'text', localized: true },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: DAY_ADMIN,
    },
    { name: 'shortBody', type: 'richText', localized: true },
    { name: 'body', type: 'richText', localized: true },
    imageField(),
    { name: 'dark', type: 'checkbox', defaultValue: false },
    urlField('title'),
  ],
}
