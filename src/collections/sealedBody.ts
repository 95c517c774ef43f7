import type { Field } from 'payload'
import { nobody } from '@/access/roles'

type Label = { de: string; en: string }

/**
 * The text of a message or note on a confidential desk: written once in the admin, stored only sealed
 * (`bodySealed`, which nobody reads through the API), opened for the response by the collection's hooks.
 */
export function sealedBodyFields(label: Label, description: Label, maxLength: number): Field[] {
  return [
    {
      name: 'body',
      label,
      type: 'textarea',
      virtual: true,
      required: true,
      maxLength,
      // Virtual fields are read-only in the admin unless said otherwise; this one is written once.
      admin: { readOnly: false, description },
    },
    {
      name: 'bodySealed',
      type: 'text',
      admin: { hidden: true },
      access: { read: nobody, update: nobody, create: nobody },
    },
  ]
}
