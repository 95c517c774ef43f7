import type { Field } from 'payload'
import { MOMENT_PICKER } from './fields'

/**
 * The delivery state of a mail job kept in the job's own row (src/data/mailQueue.ts): the contact enquiry and
 * the whistleblower notification each carry it.
 */
export const mailDeliveryFields: Field[] = [
  {
    name: 'deliveryStatus',
    label: { de: 'Zustellung', en: 'Delivery' },
    type: 'select',
    required: true,
    defaultValue: 'queued',
    index: true,
    options: [
      { value: 'queued', label: { de: 'wartet', en: 'waiting' } },
      { value: 'sent', label: { de: 'zugestellt', en: 'delivered' } },
      {
        value: 'failed',
        label: { de: 'fehlgeschlagen (wird weiter versucht)', en: 'failed (still retried)' },
      },
    ],
    admin: { position: 'sidebar' },
  },
  {
    name: 'attempts',
    label: { de: 'Zustellversuche', en: 'Delivery attempts' },
    type: 'number',
    defaultValue: 0,
    admin: { position: 'sidebar' },
  },
  {
    name: 'nextAttemptAt',
    label: { de: 'Nächster Versuch', en: 'Next attempt' },
    type: 'date',
    index: true,
    admin: { position: 'sidebar', date: MOMENT_PICKER },
  },
  {
    name: 'leaseUntil',
    type: 'date',
    admin: { hidden: true },
  },
  {
    name: 'lastError',
    label: { de: 'Letzter Fehler', en: 'Last error' },
    type: 'text',
    admin: { position: 'sidebar' },
  },
  {
    name: 'sentAt',
    label: { de: 'Zugestellt am', en: 'Delivered at' },
    type: 'date',
    admin: { position: 'sidebar', date: MOMENT_PICKER },
  },
]
