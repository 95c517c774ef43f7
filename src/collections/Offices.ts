import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/roles'
import { revalidateCollection } from './revalidation'
import { LABELS, MENU_GROUPS } from './adminLabels'
import { orderField } from './fields'
import { clearReferences, SQLITE_REFERENCES } from './clearReferences'

/** The background colours of a contact block: tokens of the site's palette (design.md). */
const COLOUR_TOKENS = [
  { value: 'green', label: { de: 'Grün', en: 'Green' } },
  { value: 'yellow', label: { de: 'Gelb', en: 'Yellow' } },
  { value: 'greenLight', label: { de: 'Hellgrün', en: 'Light green' } },
  { value: 'gray', label: { de: 'Grau', en: 'Grey' } },
]

/** The five offices (footer, locations map) plus contact-only blocks such as sales (contact page). */
export const Offices: CollectionConfig = {
  slug: 'offices',
  labels: { singular: { de: 'Standort', en: 'Office' }, plural: { de: 'Standorte', en: 'Offices' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'isOffice', 'headquarters', 'order'],
    group: MENU_GROUPS.company,
    description: {
      de: 'Die Niederlassungen (Footer, Standortkarte, Kontaktseite) und reine Kontaktblöcke wie der Vertrieb.',
      en: 'The offices (footer, locations map, contact page) and contact-only blocks such as sales.',
    },
  },
  access: publicContent,
  defaultSort: 'order',
  hooks: { ...revalidateCollection('offices'), beforeDelete: [clearReferences(SQLITE_REFERENCES.offices)] },
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', required: true, localized: true },
    {
      name: 'isOffice',
      label: { de: 'Niederlassung', en: 'Office' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: {
          de: 'An: Niederlassung (Footer, Standortkarte). Aus: nur Kontaktblock auf der Kontaktseite, z. B. Vertrieb.',
          en: 'On: an office (footer, locations map). Off: a contact block on the contact page only, e.g. sales.',
        },
      },
    },
    {
      name: 'headquarters',
      label: { de: 'Hauptsitz', en: 'Headquarters' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          de: 'Im Footer und in der Standortliste als Hauptsitz gekennzeichnet.',
          en: 'Marked as headquarters in the footer and the list of offices.',
        },
      },
    },
    orderField(),
    {
      name: 'headline',
      label: { de: 'Überschrift (Kontaktblock)', en: 'Heading (contact block)' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          de: 'Kleine Zeile über dem Kontaktblock auf der Kontaktseite, z. B. „Vertrieb“.',
          en: 'Small line above the contact block on the contact page, e.g. “Sales”.',
        },
      },
    },
    {
      name: 'dividerHeadline',
      label: { de: 'Trennüberschrift (Kontaktblock)', en: 'Divider heading (contact block)' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          de: 'Zwischenüberschrift mit Linie im Kontaktblock; leer: keine.',
          en: 'Heading with a rule inside the contact block; empty: none.',
        },
      },
    },
    { name: 'street', label: LABELS.street, type: 'text' },
    { name: 'city', label: LABELS.city, type: 'text' },
    { name: 'region', label: { de: 'Bundesland', en: 'State' }, type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'lat',
          label: { de: 'Breitengrad', en: 'Latitude' },
          type: 'number',
          admin: {
            description: {
              de: 'Position auf der Standortkarte, z. B. 54.0931',
              en: 'Position on the locations map, e.g. 54.0931',
            },
          },
        },
        {
          name: 'lng',
          label: { de: 'Längengrad', en: 'Longitude' },
          type: 'number',
          admin: { description: { de: 'z. B. 13.3879', en: 'e.g. 13.3879' } },
        },
      ],
    },
    { name: 'contactPerson', label: { de: 'Ansprechpartner', en: 'Contact person' }, type: 'text' },
    {
      name: 'contactRole',
      label: { de: 'Funktion des Ansprechpartners', en: 'Role of the contact person' },
      type: 'text',
      localized: true,
    },
    { name: 'phone', label: LABELS.phone, type: 'text' },
    { name: 'mail', label: LABELS.email, type: 'email' },
    {
      name: 'mapLink',
      label: { de: 'Link zur Karte', en: 'Map link' },
      type: 'text',
      admin: {
        description: {
          de: 'Vollständige URL eines Kartendienstes (Route); erscheint als Link in der Standortliste.',
          en: 'Full URL of a map service (directions); shown as a link in the list of offices.',
        },
      },
    },
    {
      name: 'colour',
      label: { de: 'Farbe (Kontaktblock)', en: 'Colour (contact block)' },
      type: 'select',
      defaultValue: 'gray',
      options: COLOUR_TOKENS,
      admin: {
        description: {
          de: 'Hintergrund des Kontaktblocks auf der Kontaktseite, aus den Farben der Website.',
          en: 'Background of the contact block on the contact page, from the website’s colours.',
        },
      },
    },
  ],
}
