import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { revalidateCollection } from './revalidation'
import { LABELS, MENU_GROUPS } from './adminLabels'
import { imageField, DAY_ADMIN, previewDrafts } from './fields'

export const History: CollectionConfig = {
  slug: 'history',
  trash: true,
  labels: {
    singular: { de: 'Chronik-Eintrag', en: 'History entry' },
    plural: { de: 'Chronik', en: 'History' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', '_status'],
    group: MENU_GROUPS.current,
    description: {
      de: 'Die Meilensteine der Firmengeschichte auf „Über uns“, nach Datum geordnet.',
      en: 'The milestones of the company’s history on “About us”, ordered by date.',
    },
  },
  access: draftContent,
  versions: previewDrafts(false),
  defaultSort: '-date',
  hooks: revalidateCollection('history'),
  fields: [
    {
      name: 'date',
      label: LABELS.date,
      type: 'date',
      required: true,
      index: true,
      admin: DAY_ADMIN,
    },
    { name: 'title', label: LABELS.title, type: 'text', required: true, localized: true },
    { name: 'body', label: LABELS.body, type: 'richText', localized: true },
    imageField(),
  ],
}
