import type { Field } from 'payload'
import type { StaffLanguage } from './staffLanguages'

/**
 * Which parts of a collection's or global's fields hold text to translate: the schema walked for the fields whose
 * value differs by language (src/collections/translationStatus.ts records their changes; src/data reads them).
 */

/** The field of every translatable record that remembers when each field's text last changed, per language. */
export const TRANSLATION_STATUS_FIELD = 'translationStatus'
/** The status in one word, kept beside it for the lists' filter and the translation overview. */
export const TRANSLATION_STATE_FIELD = 'translationState'

type AdminText = Record<StaffLanguage, string>

export type Part = { name: string; label?: AdminText; pick: (value: unknown) => unknown }

const hasFields = (field: Field): field is Extract<Field, { fields: Field[] }> =>
  'fields' in field && Array.isArray(field.fields)

/** What of a field's value is in the current language: localized leaves, also inside groups and arrays. */
function localizedPart(field: Field, localizedAbove: boolean): ((value: unknown) => unknown) | null {
  if (localizedAbove || ('localized' in field && field.localized === true)) return (value) => value
  if (field.type === 'array' || (field.type === 'group' && 'name' in field)) {
    const parts = namedParts(field.fields)
    if (parts.length === 0) return null
    const pickItem = (item: unknown) =>
      Object.fromEntries(parts.map((part) => [part.name, part.pick(record(item)[part.name])]))
    return field.type === 'array' ? (value) => (Array.isArray(value) ? value.map(pickItem) : value) : pickItem
  }
  return null
}

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

const labelOf = (field: Field): AdminText | undefined => {
  const label = 'label' in field ? field.label : undefined
  if (typeof label === 'string') return { de: label, en: label }
  if (label && typeof label === 'object' && 'de' in label && 'en' in label) return label as AdminText
  return undefined
}

/** The named fields with translatable text, rows, collapsibles and unnamed tabs opened up. */
export function namedParts(fields: Field[], localizedAbove = false): Part[] {
  return fields.flatMap((field): Part[] => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) => {
        const localized = localizedAbove || ('localized' in tab && tab.localized === true)
        if (!('name' in tab) || !tab.name) return namedParts(tab.fields, localized)
        return namedParts([{ type: 'group', name: tab.name, label: tab.label, fields: tab.fields } as Field])
      })
    if (!('name' in field) && hasFields(field)) return namedParts(field.fields, localizedAbove)
    if (!('name' in field) || field.name === TRANSLATION_STATUS_FIELD) return []
    if (field.type === 'ui' || ('virtual' in field && field.virtual)) return []
    const pick = localizedPart(field, localizedAbove)
    return pick ? [{ name: field.name, label: labelOf(field), pick }] : []
  })
}
