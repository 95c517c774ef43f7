import type { Field } from 'payload'
import { slugify } from '@/lib/slugify'

/** The readable `{url}` part of detail routes: generated from the German title, editable, unique. */
export function urlField(from: string): Field {
  return {
    name: 'url',
    type: 'text',
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Lesbarer Teil der Adresse; leer lassen, um ihn aus dem Titel zu bilden.',
    },
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

export const imageField = (name = 'image', label?: string): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
})
