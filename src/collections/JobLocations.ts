import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'

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
  admin: { useAsTitle: 'name', defaultColumns: ['id', 'name', 'order'], group: 'Karriere' },
  access: publicContent,
  defaultSort: 'order',
  hooks: revalidateCollection('job-locations'),
  fields: [
    {
      name: 'id',
      type: 'number',
      required: true,
      admin: { description: 'Feste Nummer des Standorts (locationid).' },
    },
    { name: 'name', type: 'text', required: true },
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
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { description: 'Reihenfolge auf der Karriereseite.' },
    },
  ],
}
