import { isReportingOffice, nobody } from '@/access/roles'
import { MOMENT_PICKER } from '../fields'
import { mailDeliveryFields } from '../mailDeliveryFields'
import { inWhistleblowerChannel } from './whistleblowerCase'

/**
 * Mails to the reporting office's inbox about a case (a new report, the reporter added information, a deadline
 * about to run out) or a change of who may read reports or where notices go (then to the old address as
 * well). Each row is its own delivery job for the mail worker (src/jobs/mailDeliveryWorker.ts), written in the
 * same transaction as the report or message it announces. The mail names the case number and links to the admin;
 * it never carries the report's content.
 */
export const WhistleblowerNotifications = inWhistleblowerChannel({
  slug: 'whistleblower-notifications',
  labels: {
    singular: { de: 'Benachrichtigung der Meldestelle', en: 'Reporting office notification' },
    plural: { de: 'Benachrichtigungen der Meldestelle', en: 'Reporting office notifications' },
  },
  admin: {
    useAsTitle: 'caseNumber',
    defaultColumns: ['createdAt', 'caseNumber', 'kind', 'deliveryStatus', 'attempts'],
  },
  access: {
    read: isReportingOffice,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'caseNumber',
      label: { de: 'Fallnummer', en: 'Case number' },
      type: 'text',
      index: true,
    },
    { name: 'reportId', type: 'number', admin: { hidden: true } },
    {
      name: 'kind',
      label: { de: 'Anlass', en: 'Occasion' },
      type: 'select',
      required: true,
      options: [
        { value: 'new-report', label: { de: 'Neuer Hinweis', en: 'New report' } },
        {
          value: 'reporter-message',
          label: { de: 'Ergänzung der meldenden Person', en: 'Reporter added information' },
        },
        {
          value: 'minutes-confirmed',
          label: { de: 'Protokoll bestätigt', en: 'Minutes confirmed' },
        },
        {
          value: 'acknowledge-reminder',
          label: { de: 'Erinnerung: Eingangsbestätigung', en: 'Reminder: acknowledgement' },
        },
        { value: 'feedback-reminder', label: { de: 'Erinnerung: Rückmeldung', en: 'Reminder: feedback' } },
        { value: 'access-change', label: { de: 'Änderung am Zugang', en: 'Access changed' } },
        {
          value: 'address-change',
          label: { de: 'Adresse geändert (an die alte Adresse)', en: 'Address changed (to the old address)' },
        },
      ],
    },
    // A reminder's deadline, named in its mail.
    {
      name: 'dueAt',
      label: { de: 'Frist', en: 'Deadline' },
      type: 'date',
      admin: { date: MOMENT_PICKER },
    },
    // One reminder per case and deadline (`acknowledge:<report id>`): the database refuses a second one, also
    // from another instance.
    { name: 'reminderKey', type: 'text', unique: true, admin: { hidden: true } },
    // Names and what changed, never anything of a report.
    { name: 'detail', label: { de: 'Einzelheiten', en: 'Details' }, type: 'text' },
    // Only for a notice that goes elsewhere than the office's inbox (the old address after a change).
    { name: 'recipient', label: { de: 'Empfänger', en: 'Recipient' }, type: 'email' },
    ...mailDeliveryFields,
  ],
})
