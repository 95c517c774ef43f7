import type { CollectionConfig } from 'payload'
import { trashedContent } from '@/access/roles'
import { revalidateCollection } from './revalidation'
import { DESCRIPTIONS, LABELS, MENU_GROUPS } from './adminLabels'
import { imageField, orderField } from './fields'
import { linkTarget } from './linkTargets'

export const Partners: CollectionConfig = {
  slug: 'partners',
  trash: true,
  labels: { singular: { de: 'Partner', en: 'Partner' }, plural: { de: 'Partner', en: 'Partners' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'url', 'order'], group: MENU_GROUPS.company },
  access: trashedContent,
  defaultSort: 'order',
  hooks: revalidateCollection('partners'),
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', required: true },
    imageField('logo', LABELS.logo, {
      de: 'Logo auf der Seite „Partner“ unter „Über uns“.',
      en: 'Logo on the “Partners” page under “About us”.',
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
