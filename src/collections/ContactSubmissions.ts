import type { CollectionConfig } from 'payload'
import { isAdmin, isEditor } from '@/access/roles'
import { CONTACT_LIMITS, CONTACT_TOPICS } from '@/lib/forms/contact'
import { smtpUrl } from '@/lib/env'
import deContact from '@/i18n/messages/de/contact.json'
import enContact from '@/i18n/messages/en/contact.json'
import { defaultLocale } from '@/i18n/routing'
import { LABELS, LANGUAGE_OPTIONS, MENU_GROUPS } from './adminLabels'
import { mailDeliveryFields } from './mailDeliveryFields'

/**
 * Enquiries of the contact form. A submission is its own delivery job: the delivery fields and the used
 * human-check challenge are written in the same insert as the enquiry, and the mail worker (src/lib/mail/deliveryWorker.ts) claims, sends and retries
 * from them. Nobody edits a submission; admins may delete one.
 */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: {
    singular: { de: 'Kontaktanfrage', en: 'Contact enquiry' },
    plural: { de: 'Kontaktanfragen', en: 'Contact enquiries' },
  },
  admin: {
    useAsTitle: 'name',
    group: MENU_GROUPS.enquiries,
    defaultColumns: ['name', 'email', 'topic', 'deliveryStatus', 'attempts', 'createdAt'],
    description: smtpUrl
      ? {
          de: 'Anfragen aus dem Kontaktformular. Sie werden per E-Mail an den Vertrieb zugestellt; fehlgeschlagene Zustellungen werden wiederholt und nach 24 Stunden als „fehlgeschlagen“ markiert.',
          en: 'Enquiries from the contact form. They are mailed to sales; failed deliveries are retried and marked “failed” after 24 hours.',
        }
      : {
          de: 'Die Zustellung wartet auf die SMTP-Konfiguration (SMTP_URL): Anfragen werden gespeichert und verschickt, sobald SMTP eingerichtet ist.',
          en: 'Delivery is waiting for SMTP configuration (SMTP_URL): enquiries are stored and sent once SMTP is set up.',
        },
  },
  access: {
    read: isEditor,
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', required: true, maxLength: CONTACT_LIMITS.name },
    { name: 'email', label: LABELS.email, type: 'email', required: true },
    { name: 'tel', label: LABELS.phone, type: 'text', required: true, maxLength: CONTACT_LIMITS.tel },
    { name: 'firmName', label: { de: 'Firma', en: 'Company' }, type: 'text' },
    { name: 'subject', label: { de: 'Betreff', en: 'Subject' }, type: 'text' },
    {
      name: 'topic',
      label: { de: 'Thema', en: 'Topic' },
      type: 'select',
      // The topics as the contact form names them, in both languages.
      options: CONTACT_TOPICS.map((value) => ({
        value,
        label: { de: deContact.form.topics[value], en: enContact.form.topics[value] },
      })),
    },
    { name: 'message', label: { de: 'Nachricht', en: 'Message' }, type: 'textarea' },
    {
      name: 'locale',
      label: { de: 'Sprache der Seite', en: 'Page language' },
      type: 'select',
      options: LANGUAGE_OPTIONS,
      defaultValue: defaultLocale,
    },
    {
      // The human check's challenge: unique, so that a solution is accepted once (a replay fails the insert).
      name: 'challengeId',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
    },
    ...mailDeliveryFields,
  ],
}
