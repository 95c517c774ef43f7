import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'

/**
 * The wrapped case keys of the whistleblower channel (src/lib/whistleblower/vault.ts): one row per case and
 * holder. Nobody reads or changes them through the API or the admin; only the server's own code does.
 */
export const WhistleblowerKeys: CollectionConfig = {
  slug: 'whistleblower-keys',
  lockDocuments: false,
  labels: {
    singular: { de: 'Fallschlüssel', en: 'Case key' },
    plural: { de: 'Fallschlüssel', en: 'Case keys' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'reportId', type: 'number', required: true, index: true },
    { name: 'caseNumber', type: 'text', required: true },
    {
      name: 'holder',
      type: 'select',
      required: true,
      index: true,
      options: ['member', 'recovery', 'reporter', 'server'],
    },
    { name: 'userId', type: 'number', index: true },
    { name: 'wrapped', type: 'text', required: true },
  ],
}
