import type { GlobalConfig } from 'payload'
import { anyone, isAdminField, isEditor } from '@/access/roles'
import { revalidateGlobal } from '@/collections/revalidation'
import { LABELS, MENU_GROUPS } from '@/collections/adminLabels'
import { linkTarget } from '@/collections/linkTargets'

const TOP_BAR = {
  de: 'Steht oben auf jeder Seite und im Impressum.',
  en: 'Shown at the top of every page and in the legal notice.',
}

/** Brand, legal data and contacts: the one place pages read them from. */
export const Company: GlobalConfig = {
  slug: 'company',
  label: { de: 'Unternehmen', en: 'Company' },
  admin: {
    group: MENU_GROUPS.company,
    description: {
      de: 'Name, Pflichtangaben und Kontakte des Unternehmens: Kopfzeile, Footer, Impressum, Datenschutz, Kontakt- und Karriereseite und die Daten für Suchmaschinen lesen sie von hier.',
      en: 'The company’s name, legal details and contacts: header, footer, legal notice, privacy policy, contact and careers pages and the search-engine data read them from here.',
    },
  },
  access: { read: anyone, update: isEditor },
  // The reporting office watches its notification address: src/globals/whistleblower/notificationAddresses.ts.
  hooks: { afterChange: revalidateGlobal('company') },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: { de: 'Firmenname', en: 'Company name' },
          type: 'text',
          required: true,
          admin: {
            description: {
              de: 'Vollständig, mit Rechtsform (Impressum, Footer).',
              en: 'In full, with the legal form (legal notice, footer).',
            },
          },
        },
        {
          name: 'shortName',
          label: { de: 'Kurzname', en: 'Short name' },
          type: 'text',
          required: true,
          admin: {
            description: {
              de: 'Der Name ohne Rechtsform, wie ihn Suchmaschinen und Stellenanzeigen zeigen.',
              en: 'The name without the legal form, as search engines and job ads show it.',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'street', label: LABELS.street, type: 'text', required: true },
        { name: 'city', label: LABELS.city, type: 'text', required: true },
      ],
    },
    {
      name: 'managingDirectors',
      label: { de: 'Geschäftsführung', en: 'Managing directors' },
      type: 'text',
      required: true,
      admin: {
        description: {
          de: 'Namen durch Komma getrennt (Impressum, Seite „Management“).',
          en: 'Names separated by commas (legal notice, “Management” page).',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'registerCourt',
          label: { de: 'Registergericht', en: 'Register court' },
          type: 'text',
          required: true,
          admin: { description: { de: 'z. B. Amtsgericht Lübeck', en: 'e.g. Amtsgericht Lübeck' } },
        },
        {
          name: 'registerNumber',
          label: { de: 'Registernummer', en: 'Register number' },
          type: 'text',
          required: true,
          admin: { description: { de: 'z. B. HRB 1234 HL', en: 'e.g. HRB 1234 HL' } },
        },
        {
          name: 'vatId',
          label: { de: 'USt-IdNr.', en: 'VAT ID' },
          type: 'text',
          required: true,
          admin: { description: { de: 'z. B. DE123456789', en: 'e.g. DE123456789' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          label: { de: 'Telefon (Zentrale)', en: 'Phone (main)' },
          type: 'text',
          required: true,
          admin: { description: TOP_BAR },
        },
        {
          name: 'email',
          label: { de: 'E-Mail (Zentrale)', en: 'Email (main)' },
          type: 'email',
          required: true,
          admin: { description: TOP_BAR },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'salesPhone',
          label: { de: 'Telefon Vertrieb', en: 'Sales phone' },
          type: 'text',
          required: true,
        },
        // Where enquiries and the whistleblower channel's notices are delivered: only admins may redirect them.
        {
          name: 'salesEmail',
          label: { de: 'E-Mail Vertrieb', en: 'Sales email' },
          type: 'email',
          required: true,
          access: { update: isAdminField },
          admin: {
            description: {
              de: 'Hierhin gehen die Anfragen des Kontaktformulars. Nur die Administration kann sie ändern.',
              en: 'Contact form enquiries go here. Only administrators can change it.',
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'hrPhone', label: { de: 'Telefon Personal', en: 'HR phone' }, type: 'text', required: true },
        {
          name: 'hrEmail',
          label: { de: 'E-Mail Personal', en: 'HR email' },
          type: 'email',
          required: true,
          admin: {
            description: { de: 'Für Bewerbungen (Karriereseiten).', en: 'For applications (careers pages).' },
          },
        },
      ],
    },
    {
      name: 'reportingOfficeEmail',
      label: { de: 'E-Mail der Meldestelle', en: 'Reporting office email' },
      type: 'email',
      required: true,
      access: { update: isAdminField },
      admin: {
        description: {
          de: 'Hierhin gehen die Hinweise (ohne Inhalt), dass eine neue Meldung eingegangen ist. Nur die Administration kann sie ändern; eine Änderung wird der Meldestelle mitgeteilt.',
          en: 'Notices (without content) that a new report has arrived go here. Only administrators can change it; a change is announced to the reporting office.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'privacyOfficer',
          label: { de: 'Datenschutzbeauftragte(r)', en: 'Data protection officer' },
          type: 'text',
          required: true,
          admin: {
            description: { de: 'Name, in der Datenschutzerklärung.', en: 'Name, in the privacy policy.' },
          },
        },
        {
          name: 'privacyEmail',
          label: { de: 'E-Mail Datenschutz', en: 'Privacy email' },
          type: 'email',
          required: true,
        },
      ],
    },
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
      label: { de: 'Profile in sozialen Netzwerken', en: 'Social media profiles' },
      labels: { singular: { de: 'Profil', en: 'Profile' }, plural: { de: 'Profile', en: 'Profiles' } },
      type: 'array',
      maxRows: 4,
      admin: {
        description: {
          de: 'Die Daten für Suchmaschinen nennen sie als Profile des Unternehmens; höchstens vier.',
          en: 'The search-engine data name them as the company’s profiles; four at most.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'network',
              label: { de: 'Netzwerk', en: 'Network' },
              type: 'select',
              required: true,
              options: [
                { value: 'linkedin', label: { de: 'LinkedIn', en: 'LinkedIn' } },
                { value: 'xing', label: { de: 'XING', en: 'XING' } },
                { value: 'instagram', label: { de: 'Instagram', en: 'Instagram' } },
                { value: 'youtube', label: { de: 'YouTube', en: 'YouTube' } },
                { value: 'facebook', label: { de: 'Facebook', en: 'Facebook' } },
              ],
            },
            {
              name: 'url',
              label: { de: 'Adresse des Profils', en: 'Profile address' },
              type: 'text',
              required: true,
              validate: linkTarget,
              admin: { description: { de: 'Vollständige URL mit https://', en: 'Full URL with https://' } },
            },
          ],
        },
      ],
    },
  ],
}
