import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { PROJECT_CATEGORY } from '@/lib/constants'
import { revalidateCollection } from '@/lib/revalidate'
import { imageField, urlField, DAY_ADMIN } from './fields'

const CATEGORY_LABELS: Record<keyof typeof PROJECT_CATEGORY, { de: string; en: string }> = {
  LEITSTELLE: { de: 'Leitstelle', en: 'Control room' },
  WACHEN_ELW: { de: 'Wachen und ELW', en: 'Stations and command vehicles' },
  ALARMIERUNG: { de: 'Digitale Alarmierung', en: 'Digital alerting' },
  SPRACH_DATENFUNK: { de: 'Sprach- und Datenfunk', en: 'Voice and data radio' },
}

/** The select stores the category's id as the API delivers it (a string, as selects do). */
const PROJECT_CATEGORIES = Object.entries(PROJECT_CATEGORY).map(([key, id]) => ({
  value: String(id),
  label: CATEGORY_LABELS[key as keyof typeof PROJECT_CATEGORY],
}))

export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: { de: 'Projekt', en: 'Project' }, plural: { de: 'Projekte', en: 'Projects' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'startdate', '_status'],
    group: 'Referenzen',
  },
  access: draftContent,
  versions: { drafts: true },
  defaultSort: '-startdate',
  hooks: revalidateCollection('projects'),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'startdate', type: 'date', index: true, admin: DAY_ADMIN },
    { name: 'enddate', type: 'date', admin: DAY_ADMIN },
    { name: 'category', type: 'select', required: true, options: PROJECT_CATEGORIES },
    imageField(),
    { name: 'client', type: 'text', localized: true },
    { name: 'involvedMembers', type: 'text', localized: true },
    { name: 'involvedPartners', type: 'text', localized: true },
    { name: 'content', type: 'richText', localized: true },
    { name: 'body', type: 'richText', localized: true, label: 'Kurzbeschreibung' },
    { name: 'orderVolume', type: 'number', min: 0, admin: { description: 'Auftragsvolumen in Euro' } },
    {
      name: 'styleVariant',
      type: 'select',
      required: true,
      defaultValue: '1',
      options: [
        { value: '1', label: 'Bild oben, Inhalt darunter' },
        { value: '2', label: 'Bild links, Inhalt rechts' },
      ],
    },
    urlField('title'),
  ],
}
