import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'

/**
 * The key pair of each reporting-office member (src/collections/sealed/memberKeyPairs.ts): the public key, and
 * the private key sealed under the member's own password. One row per account, enforced by the database, and
 * kept apart from the account's row: Payload writes that row back whole at every sign-in, from a copy read
 * before, which would undo a key made by a sign-in at the same moment. Only the server's own code reads it.
 */
export const OfficeMemberKeys: CollectionConfig = {
  slug: 'office-member-keys',
  lockDocuments: false,
  labels: {
    singular: { de: 'Schlüssel eines Mitglieds', en: 'Member key' },
    plural: { de: 'Schlüssel der Mitglieder', en: 'Member keys' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'userId', type: 'number', required: true, unique: true },
    { name: 'publicKey', type: 'text', required: true },
    { name: 'sealedPrivateKey', type: 'text', required: true },
  ],
}
