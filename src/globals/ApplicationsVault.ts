import type { GlobalConfig } from 'payload'
import { nobody } from '@/access/roles'

/** The public part of HR's offline recovery key; its private part is not on the server. */
export const ApplicationsVault: GlobalConfig = {
  slug: 'applications-vault',
  label: { de: 'Schlüssel der Personalabteilung', en: 'HR keys' },
  admin: { hidden: true },
  access: { read: nobody, update: nobody },
  fields: [{ name: 'recoveryPublicKey', type: 'text' }],
}
