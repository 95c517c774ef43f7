import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { revalidateCollection } from '@/lib/revalidate'
import { EMPLOYMENT_TYPE_KEYS, SALARY_UNIT_KEYS } from '@/lib/recordOptions'
import deCareers from '@/i18n/messages/de/careers.json'
import enCareers from '@/i18n/messages/en/careers.json'
import { urlField, DAY_ADMIN } from './fields'

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: { de: 'Stelle', en: 'Job' }, plural: { de: 'Stellen', en: 'Jobs' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'location', 'startdate', '_status'],
    group: 'Karriere',
  },
  access: draftContent,
  // Editors can schedule publishing and unpublishing (run by src/jobs/scheduledPublishing.ts).
  versions: { drafts: { schedulePublish: true } },
  defaultSort: '-startdate',
  hooks: revalidateCollection('jobs'),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'location', type: 'relationship', relationTo: 'job-locations', required: true },
    { name: 'startdate', type: 'date', index: true, admin: DAY_ADMIN },
    {
      name: 'enddate',
      type: 'date',
      admin: {
        ...DAY_ADMIN,
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
    { name: 'work', type: 'richText', localized: true, label: 'Deine Tätigkeiten' },
    { name: 'profile', type: 'richText', localized: true, label: 'Dein Profil' },
    { name: 'benefits', type: 'richText', localized: true, label: 'Deine Benefits' },
    { name: 'body', type: 'richText', localized: true, label: 'Sonstiges' },
    urlField('name'),
  ],
}
