import type { GlobalConfig } from 'payload'
import { anyone, isAdminField, isEditor } from '@/access/roles'
import { revalidateGlobal } from '@/lib/revalidate'
import { announceAddressChange } from './notificationAddresses'

/** Brand, legal data and contacts: the one place pages read them from. */
export const Company: GlobalConfig = {
  slug: 'company',
  label: { de: 'Unternehmen', en: 'Company' },
  admin: { group: 'Unternehmen' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [...revalidateGlobal('company'), announceAddressChange] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'shortName', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
      ],
    },
    { name: 'managingDirectors', type: 'text', required: true },
    { name: 'registerCourt', type: 'text', required: true },
    { name: 'registerNumber', type: 'text', required: true },
    { name: 'vatId', type: 'text', required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'salesPhone', type: 'text', required: true },
    // Where enquiries and the whistleblower channel's notices are delivered: only admins may redirect them.
    { name: 'salesEmail', type: 'email', required: true, access: { update: isAdminField } },
    { name: 'hrPhone', type: 'text', required: true },
    { name: 'hrEmail', type: 'email', required: true },
    { name: 'reportingOfficeEmail', type: 'email', required: true, access: { update: isAdminField } },
    { name: 'privacyOfficer', type: 'text', required: true },
    { name: 'privacyEmail', type: 'email', required: true },
    {
      name: 'filmVideoId',
      type: 'text',
      label: { de: 'Imagefilm (YouTube-Video-ID)', en: 'Company film (YouTube video ID)' },
      admin: {
        description: {
          de: 'Die 11 Zeichen nach „watch?v=“. Der Film erscheint auf „Unsere Werte“ im erweiterten Datenschutzmodus, erst nach einem Klick.',
          en: 'The 11 characters after “watch?v=”. The film appears on “Our values” in privacy-enhanced mode, only after a click.',
        },
      },
      validate: (value: string | null | undefined) =>
        !value ||
        /^[A-Za-z0-9_-]{11}$/.test(value) ||
        'Eine YouTube-Video-ID hat 11 Zeichen (A–Z, a–z, 0–9, _ und -).',
    },
    {
      name: 'socialLinks',
      type: 'array',
      maxRows: 4,
      fields: [
        {
          name: 'network',
          type: 'select',
          required: true,
          options: ['linkedin', 'xing', 'instagram', 'youtube', 'facebook'],
        },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
