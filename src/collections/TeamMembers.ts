import type { CollectionConfig } from 'payload'
import { trashedContent } from '@/access/roles'
import { revalidateCollection } from './revalidation'
import { LABELS, MENU_GROUPS } from './adminLabels'
import { imageField, orderField } from './fields'

export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  trash: true,
  labels: { singular: { de: 'Teammitglied', en: 'Team member' }, plural: { de: 'Team', en: 'Team' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'position', 'onHome', 'order'],
    group: MENU_GROUPS.company,
  },
  access: trashedContent,
  defaultSort: 'order',
  hooks: revalidateCollection('team-members'),
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', required: true },
    {
      name: 'position',
      label: { de: 'Funktion', en: 'Position' },
      type: 'text',
      required: true,
      localized: true,
    },
    imageField(
      'image',
      { de: 'Hintergrundbild', en: 'Background image' },
      {
        de: 'Bild hinter Name und Funktion im Team-Raster.',
        en: 'Picture behind name and position in the team grid.',
      },
    ),
    {
      name: 'onHome',
      label: { de: 'Auf der Startseite', en: 'On the home page' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          de: 'Im Team-Raster der Startseite zeigen (9 Plätze, nach Reihenfolge).',
          en: 'Show in the team grid of the home page (9 places, by order).',
        },
      },
    },
    orderField(),
  ],
}
