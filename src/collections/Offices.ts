import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'

const COLOUR_TOKENS = ['green', 'yellow', 'greenLight', 'gray'] as const

/** The five offices (footer, locations map) plus contact-only blocks such as sales (contact page). */
export const Offices: CollectionConfig = {
  slug: 'offices',
  labels: { singular: { de: 'Standort', en: 'Office' }, plural: { de: 'Standorte', en: 'Offices' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'isOffice', 'order'], group: 'Unternehmen' },
  access: publicContent,
  defaultSort: 'order',
  hooks: revalidateCollection('offices'),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'isOffice',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Niederlassung (Footer, Karte). Aus: nur Kontaktblock, z. B. Vertrieb.' },
    },
    { name: 'headquarters', type: 'checkbox', defaultValue: false },
    { name: 'order', type: 'number', required: true, defaultValue: 0 },
    { name: 'headline', type: 'text', localized: true },
    { name: 'dividerHeadline', type: 'text', localized: true },
    { name: 'street', type: 'text' },
    { name: 'city', type: 'text', admin: { description: 'PLZ und Ort' } },
    { name: 'region', label: { de: 'Bundesland', en: 'State' }, type: 'text' },
    { name: 'lat', type: 'number' },
    { name: 'lng', type: 'number' },
    { name: 'contactPerson', type: 'text' },
    { name: 'contactRole', type: 'text', localized: true },
    { name: 'phone', type: 'text' },
    { name: 'mail', type: 'email' },
    { name: 'mapLink', type: 'text' },
    { name: 'colour', type: 'select', defaultValue: 'gray', options: [...COLOUR_TOKENS] },
  ],
}
