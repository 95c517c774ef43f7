import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'
import { ACCESS_CAUSES, ACCESS_CAUSE_VALUES } from '@/lib/sealed/deskAccessWords'
import { deskField } from './sealed/deskField'

/**
 * Open requests for access to a confidential desk (src/lib/sealed/desks.ts): one row per person and desk,
 * written and removed by the member key lifecycle only (src/data/sealed/deskAccess.ts). A request is
 * completed by a member of that desk, or by the person with the desk's offline recovery key; why it was opened
 * and by whom stays beside it, for the desk's dashboard.
 */
export const DeskRequests: CollectionConfig = {
  slug: 'desk-requests',
  lockDocuments: false,
  labels: {
    singular: { de: 'Zugangsanfrage', en: 'Access request' },
    plural: { de: 'Zugangsanfragen', en: 'Access requests' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'userId', type: 'number', required: true, index: true },
    deskField,
    {
      name: 'cause',
      type: 'select',
      required: true,
      options: ACCESS_CAUSE_VALUES.map((value) => ({ value, label: ACCESS_CAUSES[value] })),
    },
    // The name of who caused it, as it was then ("System" for the server's own work).
    { name: 'requestedBy', type: 'text', required: true },
  ],
}
