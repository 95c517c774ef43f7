import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'
import { imageField, urlField, DAY_ADMIN } from './fields'

export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: { de: 'Termin', en: 'Event' }, plural: { de: 'Termine', en: 'Events' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'startdate', 'enddate', '_status'],
    group: 'Aktuelles',
  },
  access: draftContent,
  versions: { drafts: true },
  defaultSort: '-startdate',
  hooks: revalidateCollection('events'),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'startdate', type: 'date', index: true, admin: DAY_ADMIN },
    { name: 'enddate', type: 'date', admin: DAY_ADMIN },
    { name: 'body', type: 'richText', localized: true },
    imageField(),
    urlField('title'),
  ],
}
