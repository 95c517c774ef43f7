import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'
import { ACCESS_CAUSES, ACCESS_CAUSE_VALUES, DESK_ACCESS_ACTIONS } from '@/lib/sealed/deskAccessWords'
import { STAFF_LANGUAGES } from '@/lib/staffLanguages'
import { deskField } from './sealed/deskField'
import { mailDeliveryFields } from './mailDeliveryFields'

/**
 * Mails to each member of a confidential desk about a change of who may read its records (a request, a grant,
 * a reset by someone else, a removal, a new recovery key): one row per member and event, in the member's
 * language, delivered by the mail worker (src/jobs/mailDeliveryWorker.ts). Names and what changed only, never
 * anything of a record.
 */
export const DeskNotices: CollectionConfig = {
  slug: 'desk-notices',
  lockDocuments: false,
  labels: {
    singular: { de: 'Mitteilung über Zugang', en: 'Access notice' },
    plural: { de: 'Mitteilungen über Zugang', en: 'Access notices' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    deskField,
    {
      name: 'action',
      type: 'select',
      required: true,
      options: Object.entries(DESK_ACCESS_ACTIONS).map(([value, label]) => ({ value, label })),
    },
    { name: 'recipient', type: 'email', required: true },
    { name: 'language', type: 'select', required: true, options: [...STAFF_LANGUAGES], defaultValue: 'de' },
    { name: 'actorName', type: 'text' },
    { name: 'subjectName', type: 'text' },
    // Why (a request's cause) and how many records, worded in the recipient's language when sent.
    {
      name: 'cause',
      type: 'select',
      options: ACCESS_CAUSE_VALUES.map((value) => ({ value, label: ACCESS_CAUSES[value] })),
    },
    { name: 'count', type: 'number' },
    ...mailDeliveryFields,
  ],
}
