import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'
import { STAFF_LANGUAGES } from '@/lib/staffLanguages'
import { mailDeliveryFields } from './mailDeliveryFields'

/**
 * Mails to the editor who planned a publication that failed at its time (src/data/scheduleNotices.ts): one row
 * per plan, delivered by the mail worker (src/jobs/mailDeliveryWorker.ts) and tried again until the server takes
 * it, like every mail of the site.
 */
export const ScheduleNotices: CollectionConfig = {
  slug: 'schedule-notices',
  lockDocuments: false,
  labels: {
    singular: { de: 'Mitteilung über eine fehlgeschlagene Planung', en: 'Failed schedule notice' },
    plural: { de: 'Mitteilungen über fehlgeschlagene Planungen', en: 'Failed schedule notices' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // The plan's job and its creation (src/data/failedSchedules.ts planKey): one notice per plan.
    { name: 'plan', type: 'text', required: true, unique: true },
    { name: 'recipient', type: 'email', required: true },
    // The planner's language of e-mails (their account's).
    { name: 'language', type: 'select', options: [...STAFF_LANGUAGES], defaultValue: 'de' },
    { name: 'recordCollection', type: 'text', required: true },
    { name: 'recordId', type: 'text', required: true },
    { name: 'title', type: 'text' },
    { name: 'action', type: 'select', options: ['publish', 'unpublish'], defaultValue: 'publish' },
    { name: 'plannedAt', type: 'date' },
    { name: 'reason', type: 'text' },
    ...mailDeliveryFields,
  ],
}
