import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'

/**
 * The wrapped keys of the applications (src/collections/sealed/deskVault.ts): one row per application and holder.
 * Nobody reads or changes them through the API or the admin; only the server's own code does.
 */
export const ApplicationKeys: CollectionConfig = {
  slug: 'application-keys',
  lockDocuments: false,
  labels: {
    singular: { de: 'Bewerbungsschlüssel', en: 'Application key' },
    plural: { de: 'Bewerbungsschlüssel', en: 'Application keys' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'applicationId', type: 'number', required: true, index: true },
    { name: 'reference', type: 'text', required: true },
    {
      name: 'holder',
      type: 'select',
      required: true,
      index: true,
      options: ['member', 'recovery', 'server'],
    },
    { name: 'userId', type: 'number', index: true },
    { name: 'wrapped', type: 'text', required: true },
  ],
}
