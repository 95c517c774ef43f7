import type { DateField, Field } from 'payload'
import { slugify } from '@/lib/slugify'
import { DESCRIPTIONS, LABELS, type AdminText } from './adminLabels'

/** The readable `{url}` part of detail routes: generated from the German title, editable, unique. */
export function urlField(from: string): Field {
  return {
    name: 'url',
    type: 'text',
    unique: true,
    index: true,
    label: LABELS.url,
    admin: { position: 'sidebar', description: DESCRIPTIONS.url },
    hooks: {
      beforeValidate: [
        ({ value, data, originalDoc }) => {
          if (typeof value === 'string' && value.trim()) return slugify(value)
          const source = data?.[from] ?? originalDoc?.[from]
          const text = typeof source === 'string' ? source : (source?.de ?? '')
          return slugify(text) || undefined
        },
      ],
    },
  }
}

/** The position of a record in its list on the website. */
export const orderField = (description: AdminText = DESCRIPTIONS.order): Field => ({
  name: 'order',
  label: LABELS.order,
  type: 'number',
  required: true,
  defaultValue: 0,
  admin: { description },
})

export const imageField = (
  name = 'image',
  label: AdminText = LABELS.image,
  description?: AdminText,
): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  ...(description && { admin: { description } }),
})

/**
 * Dates as German editors type and read them, the year always shown: Payload's defaults show 'MMM dd' (no year)
 * and read a typed '31.12.2026' as month/day. One format in both admin languages, named in the placeholder.
 */
export const DAY_FORMAT = 'dd.MM.yyyy'
/** Moments (deliveries, deadlines, record times): the day and the 24-hour time. */
export const MOMENT_FORMAT = 'dd.MM.yyyy HH:mm'

/** The admin settings of a calendar-day field. */
export const DAY_ADMIN = {
  date: { pickerAppearance: 'dayOnly', displayFormat: DAY_FORMAT },
  placeholder: { de: 'TT.MM.JJJJ', en: 'DD.MM.YYYY' },
} satisfies DateField['admin']

/** The picker of a moment field. */
export const MOMENT_PICKER = {
  pickerAppearance: 'dayAndTime',
  displayFormat: MOMENT_FORMAT,
  timeFormat: 'HH:mm',
} satisfies NonNullable<DateField['admin']>['date']

/**
 * Drafts of the records with a preview (src/lib/preview.ts). Autosave keeps a draft of what is typed, so the
 * live preview beside the form follows the typing; a second between saves, since each save also refreshes the
 * cached pages of its kind. _Entwurf speichern_ stays for saving at once.
 */
export const previewDrafts = (schedulePublish: boolean) => ({
  drafts: {
    autosave: { interval: 1000, showSaveDraftButton: true },
    // The scheduling drawer's times in 24 hours (Payload's default is 'h:mm aa').
    schedulePublish: schedulePublish && { timeFormat: MOMENT_PICKER.timeFormat },
  },
})
