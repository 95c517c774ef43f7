import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'
import { imageField, urlField } from './fields'

export const PROJECT_CATEGORIES = [
  { value: '1', label: 'Leitstelle (LEITSTELLE)' },
  { value: '2', label: 'Wachen und ELW (WACHEN_ELW)' },
  { value: '3', label: 'Digitale Alarmierung' },
  { value: '4', label: 'Sprach- und Datenfunk (SPRACH_DATENFUNK)' },
]

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
    { name: 'startdate', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'enddate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
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
