import { isHR, nobody } from '@/access/roles'
import { inApplicationsDesk } from './applicationDesk'
import { mailDeliveryFields } from '../mailDeliveryFields'

/**
 * The outbox of HR's desk: mails to an applicant (acknowledgement, invitation, rejection) and notices to HR.
 * Each row is a delivery job of the mail worker (src/jobs/mailDeliveryWorker.ts), written in the transaction
 * of what it announces. Recipient, subject and text wait sealed with the server's key (the worker must send
 * them without an HR session) and are erased once the mail is delivered.
 */
export const ApplicationMails = inApplicationsDesk({
  slug: 'application-mails',
  labels: {
    singular: { de: 'Mail zur Bewerbung', en: 'Application mail' },
    plural: { de: 'Mails zu Bewerbungen', en: 'Application mails' },
  },
  admin: { useAsTitle: 'reference', defaultColumns: ['createdAt', 'reference', 'kind', 'deliveryStatus'] },
  access: { read: isHR, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'reference', label: { de: 'Referenznummer', en: 'Reference number' }, type: 'text', index: true },
    { name: 'applicationId', type: 'number', index: true, admin: { hidden: true } },
    {
      name: 'kind',
      label: { de: 'Art', en: 'Kind' },
      type: 'select',
      required: true,
      options: [
        { value: 'acknowledgement', label: { de: 'Eingangsbestätigung', en: 'Acknowledgement' } },
        { value: 'invitation', label: { de: 'Einladung', en: 'Invitation' } },
        { value: 'rejection', label: { de: 'Absage', en: 'Rejection' } },
        { value: 'hr-notice', label: { de: 'Benachrichtigung der Personalabteilung', en: 'HR notice' } },
        { value: 'reminder', label: { de: 'Erinnerung: unbearbeitet', en: 'Reminder: untouched' } },
      ],
    },
    { name: 'envelopeSealed', type: 'text', admin: { hidden: true }, access: { read: nobody } },
    ...mailDeliveryFields,
  ],
})
