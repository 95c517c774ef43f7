import type { GlobalConfig } from 'payload'
import { nobody } from '@/access/roles'

/** The public part of the reporting office's offline recovery key; its private part is not on the server. */
export const WhistleblowerVault: GlobalConfig = {
  slug: 'whistleblower-vault',
  label: { de: 'Schlüssel der Meldestelle', en: 'Reporting office keys' },
  admin: { hidden: true },
  access: { read: nobody, update: nobody },
  fields: [{ name: 'recoveryPublicKey', type: 'text' }],
}
