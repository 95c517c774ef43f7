import type { CollectionConfig } from 'payload'
import { trashedContent } from '@/access/roles'
import { revalidateCollection } from './revalidation'
import { DESCRIPTIONS, LABELS, MENU_GROUPS } from './adminLabels'
import { imageField, orderField } from './fields'
import { linkTarget } from './linkTargets'

export const Associations: CollectionConfig = {
  slug: 'associations',
  trash: true,
  labels: { singular: { de: 'Verband', en: 'Association' }, plural: { de: 'Verbände', en: 'Associations' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'url', 'order'], group: MENU_GROUPS.company },
  access: trashedContent,
  defaultSort: 'order',
  hooks: revalidateCollection('associations'),
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', required: true },
    imageField('logo', LABELS.logo, {
      de: 'Logo auf der Seite „Verbände“ unter „Über uns“.',
      en: 'Logo on the “Associations” page under “About us”.',
    }),
    {
      name: 'url',
      label: LABELS.website,
      type: 'text',
      validate: linkTarget,
      admin: { description: DESCRIPTIONS.logoLink },
    },
    orderField(),
  ],
}
