import type { CollectionConfig } from 'payload'
import { draftContent } from '@/access/roles'
import { EVENT_ATTENDANCE_MODES, EVENT_STATUSES } from '@/lib/recordOptions'
import { revalidateCollection } from './revalidation'
import { LABELS, MENU_GROUPS } from './adminLabels'
import { imageField, urlField, DAY_ADMIN, previewDrafts } from './fields'

export const Events: CollectionConfig = {
  slug: 'events',
  trash: true,
  labels: { singular: { de: 'Termin', en: 'Event' }, plural: { de: 'Termine', en: 'Events' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'startdate', 'enddate', '_status'],
    group: MENU_GROUPS.current,
  },
  access: draftContent,
  // Editors can schedule publishing and unpublishing (run by src/jobs/scheduledPublishing.ts).
  versions: previewDrafts(true),
  defaultSort: '-startdate',
  hooks: revalidateCollection('events'),
  fields: [
    { name: 'title', label: LABELS.title, type: 'text', required: true, localized: true },
    {
      name: 'startdate',
      label: { de: 'Erster Tag', en: 'First day' },
      type: 'date',
      index: true,
      admin: DAY_ADMIN,
    },
    {
      name: 'enddate',
      label: { de: 'Letzter Tag', en: 'Last day' },
      type: 'date',
      admin: {
        ...DAY_ADMIN,
        description: {
          de: 'Leer lassen bei eintägigen Terminen; die Website zeigt dann nur den ersten Tag.',
          en: 'Leave empty for one-day events; the website then shows the first day only.',
        },
      },
    },
    {
      name: 'venue',
      label: { de: 'Veranstaltungsort', en: 'Venue' },
      type: 'text',
      localized: true,
      admin: { description: { de: 'z. B. Messe Köln, Halle 7', en: 'e.g. Koelnmesse, hall 7' } },
    },
    {
      name: 'venueAddress',
      label: { de: 'Anschrift des Orts', en: 'Address of the venue' },
      type: 'text',
      admin: { description: { de: 'Straße, PLZ Ort', en: 'Street, postcode town' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'attendanceMode',
          label: { de: 'Teilnahme', en: 'Attendance' },
          type: 'select',
          defaultValue: EVENT_ATTENDANCE_MODES[0].value,
          options: EVENT_ATTENDANCE_MODES.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'eventStatus',
          label: { de: 'Status', en: 'Status' },
          type: 'select',
          defaultValue: EVENT_STATUSES[0].value,
          options: EVENT_STATUSES.map(({ value, label }) => ({ value, label })),
        },
      ],
    },
    { name: 'body', label: LABELS.body, type: 'richText', localized: true },
    imageField(),
    urlField('title'),
  ],
}
