import type { Field } from 'payload'
import { DESKS } from '@/lib/sealed/desks'

/** Which confidential desk a row belongs to, by the desk's name in the registry. */
export const deskField: Field = {
  name: 'desk',
  type: 'select',
  required: true,
  options: DESKS.map((desk) => ({
    value: desk.name,
    label: { de: desk.words.de.title, en: desk.words.en.title },
  })),
}
