import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { revalidateCollection } from './revalidation'
import { LABELS, MENU_GROUPS } from './adminLabels'
import { orderField } from './fields'

/**
 * Ids are fixed so that jobs imported from the old system keep their meaning:
 * 1 Greifswald, 2 Barsbüttel, 3 Unna, 4 Pforzheim, 5 Ludwigsburg.
 */
export const JobLocations: CollectionConfig = {
  slug: 'job-locations',
  labels: {
    singular: { de: 'Job-Standort', en: 'Job location' },
    plural: { de: 'Job-Standorte', en: 'Job locations' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'id', 'office', 'order'],
    group: MENU_GROUPS.careers,
    description: {
      de: 'Die Orte, nach denen die Karriereseite die Stellen gruppiert.',
      en: 'The places by which the careers page groups the jobs.',
    },
  },
  access: publicContent,
  defaultSort: 'order',
  hooks: revalidateCollection('job-locations'),
  fields: [
    {
      name: 'id',
      label: { de: 'Nummer', en: 'Number' },
      type: 'number',
      required: true,
      admin: {
        description: {
          de: 'Feste Nummer des Standorts (locationid aus dem alten System); nicht ändern.',
          en: 'Fixed number of the location (locationid of the old system); do not change.',
        },
      },
    },
    { name: 'name', label: LABELS.name, type: 'text', required: true },
    {
      name: 'office',
      label: { de: 'Niederlassung', en: 'Office' },
      type: 'relationship',
      relationTo: 'offices',
      admin: {
        description: {
          de: 'Ihre Postanschrift ist der Arbeitsort der Stellen (für Suchmaschinen).',
          en: 'Its postal address is the place of work of the jobs (for search engines).',
        },
      },
    },
    orderField({
      de: 'Reihenfolge der Standorte auf der Karriereseite; kleinere Zahlen zuerst.',
      en: 'Order of the locations on the careers page; lower numbers first.',
    }),
  ],
}
