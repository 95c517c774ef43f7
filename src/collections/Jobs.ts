import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { revalidateCollection } from './revalidation'
import { EMPLOYMENT_TYPE_KEYS, SALARY_UNIT_KEYS } from '@/lib/recordOptions'
import deCareers from '@/i18n/messages/de/careers.json'
import enCareers from '@/i18n/messages/en/careers.json'
import { MENU_GROUPS } from './adminLabels'
import { urlField, DAY_ADMIN, previewDrafts } from './fields'
import { validateJobEnd } from './jobDates'

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  trash: true,
  labels: { singular: { de: 'Stelle', en: 'Job' }, plural: { de: 'Stellen', en: 'Jobs' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'location', 'startdate', 'enddate', '_status'],
    group: MENU_GROUPS.careers,
  },
  access: draftContent,
  // Editors can schedule publishing and unpublishing (run by src/jobs/scheduledPublishing.ts).
  versions: previewDrafts(true),
  defaultSort: '-startdate',
  hooks: revalidateCollection('jobs'),
  fields: [
    {
      name: 'name',
      label: { de: 'Stellenbezeichnung', en: 'Job title' },
      type: 'text',
      required: true,
      localized: true,
    },
    {
      name: 'location',
      label: { de: 'Standort', en: 'Location' },
      type: 'relationship',
      relationTo: 'job-locations',
      required: true,
      admin: {
        // The five locations have fixed numbers (see Job locations); a new one is made there, not from a job.
        allowCreate: false,
        description: {
          de: 'Unter diesem Standort steht die Stelle auf der Karriereseite.',
          en: 'The careers page lists the job under this location.',
        },
      },
    },
    {
      name: 'startdate',
      label: { de: 'Ausgeschrieben ab', en: 'Advertised from' },
      type: 'date',
      index: true,
      admin: {
        ...DAY_ADMIN,
        description: {
          de: 'Veröffentlichungsdatum der Anzeige (für Suchmaschinen); die Liste ist danach sortiert.',
          en: 'Date the job was posted (for search engines); the list is sorted by it.',
        },
      },
    },
    {
      name: 'enddate',
      label: { de: 'Ausgeschrieben bis', en: 'Advertised until' },
      type: 'date',
      validate: validateJobEnd,
      admin: {
        ...DAY_ADMIN,
        // The list marks a job past this day as expired, whatever its status says.
        components: { Cell: '/admin/JobEndCell#JobEndCell' },
        description: {
          de: 'Nach diesem Tag verschwindet die Stelle von selbst von der Website.',
          en: 'After this day the job leaves the website by itself.',
        },
      },
    },
    {
      name: 'employmentType',
      label: { de: 'Anstellungsart', en: 'Employment type' },
      type: 'select',
      hasMany: true,
      defaultValue: ['fullTime'],
      // The labels the job page shows, in both languages.
      options: EMPLOYMENT_TYPE_KEYS.map((key) => ({
        value: key,
        label: { de: deCareers.employmentType[key], en: enCareers.employmentType[key] },
      })),
    },
    {
      name: 'baseSalary',
      label: { de: 'Gehalt (optional)', en: 'Salary (optional)' },
      type: 'group',
      admin: {
        description: {
          de: 'Brutto in Euro; ohne Mindestwert wird kein Gehalt angegeben.',
          en: 'Gross, in euros; without a minimum no salary is shown.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', label: { de: 'von', en: 'from' }, type: 'number', min: 0 },
            { name: 'max', label: { de: 'bis', en: 'to' }, type: 'number', min: 0 },
            {
              name: 'unit',
              label: { de: 'Zeitraum', en: 'Period' },
              type: 'select',
              defaultValue: 'month',
              options: SALARY_UNIT_KEYS.map((key) => ({
                value: key,
                label: { de: deCareers.salaryUnit[key], en: enCareers.salaryUnit[key] },
              })),
            },
          ],
        },
      ],
    },
    {
      name: 'work',
      type: 'richText',
      localized: true,
      label: { de: 'Deine Tätigkeiten', en: 'Your tasks' },
    },
    { name: 'profile', type: 'richText', localized: true, label: { de: 'Dein Profil', en: 'Your profile' } },
    {
      name: 'benefits',
      type: 'richText',
      localized: true,
      label: { de: 'Leistungen für Mitarbeitende', en: 'Your benefits' },
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      label: { de: 'Sonstiges', en: 'Further information' },
      admin: {
        description: {
          de: 'Erscheint unter den drei Abschnitten, z. B. Ansprechpartner oder Bewerbungsweg.',
          en: 'Shown below the three sections, e.g. contact person or how to apply.',
        },
      },
    },
    urlField('name'),
  ],
}
