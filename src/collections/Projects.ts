import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { PROJECT_CATEGORY } from '@/lib/constants'
import { revalidateCollection } from './revalidation'
import { LABELS, MENU_GROUPS } from './adminLabels'
import { imageField, urlField, DAY_ADMIN, previewDrafts } from './fields'

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
  trash: true,
  labels: { singular: { de: 'Projekt', en: 'Project' }, plural: { de: 'Projekte', en: 'Projects' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'startdate', '_status'],
    group: MENU_GROUPS.references,
  },
  access: draftContent,
  versions: previewDrafts(false),
  defaultSort: '-startdate',
  hooks: revalidateCollection('projects'),
  fields: [
    { name: 'title', label: LABELS.title, type: 'text', required: true, localized: true },
    {
      name: 'startdate',
      label: { de: 'Projektbeginn', en: 'Project start' },
      type: 'date',
      index: true,
      admin: DAY_ADMIN,
    },
    { name: 'enddate', label: { de: 'Projektende', en: 'Project end' }, type: 'date', admin: DAY_ADMIN },
    {
      name: 'category',
      label: { de: 'Bereich', en: 'Field' },
      type: 'select',
      required: true,
      options: PROJECT_CATEGORIES,
      admin: {
        description: {
          de: 'Die Lösungsseite, auf der das Projekt als Referenz erscheint.',
          en: 'The solution page that shows the project as a reference.',
        },
      },
    },
    imageField(),
    { name: 'client', label: { de: 'Auftraggeber', en: 'Client' }, type: 'text', localized: true },
    {
      name: 'involvedMembers',
      label: { de: 'Beteiligte (Team)', en: 'Team involved' },
      type: 'text',
      localized: true,
    },
    {
      name: 'involvedPartners',
      label: { de: 'Beteiligte Partner', en: 'Partners involved' },
      type: 'text',
      localized: true,
    },
    {
      name: 'content',
      label: { de: 'Projektinhalt', en: 'Project content' },
      type: 'richText',
      localized: true,
      admin: {
        description: {
          de: 'Ausführliche Beschreibung auf der Projektseite; erscheint erst ab 17 Zeichen Text.',
          en: 'Full description on the project’s page; shown from 17 characters of text.',
        },
      },
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      label: { de: 'Kurzbeschreibung', en: 'Short description' },
      admin: {
        description: {
          de: 'Steht auf der Projektkarte und oben auf der Projektseite; erscheint erst ab 17 Zeichen Text.',
          en: 'Shown on the project card and at the top of its page; shown from 17 characters of text.',
        },
      },
    },
    {
      name: 'orderVolume',
      label: { de: 'Auftragsvolumen', en: 'Order volume' },
      type: 'number',
      min: 0,
      admin: {
        description: {
          de: 'In Euro, ohne Punkte; leer: wird nicht gezeigt.',
          en: 'In euros, digits only; empty: not shown.',
        },
      },
    },
    {
      name: 'styleVariant',
      label: { de: 'Aufbau der Projektseite', en: 'Layout of the project page' },
      type: 'select',
      required: true,
      defaultValue: '1',
      options: [
        { value: '1', label: { de: 'Bild oben, Inhalt darunter', en: 'Image on top, content below' } },
        { value: '2', label: { de: 'Bild links, Inhalt rechts', en: 'Image left, content right' } },
      ],
    },
    urlField('title'),
  ],
}
