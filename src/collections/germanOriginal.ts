import type { CollectionConfig, Field } from 'payload'
import type { AdminText } from './adminLabels'
import { changeEachCollection, mapFields, withAfterInput, withCell } from './fieldTree'
import { TRANSLATION_STATUS_FIELD, TRANSLATION_STATUS_TEXTS } from './translationStatus'

const ORIGINAL = '/admin/GermanOriginal#GermanOriginal'
const TITLE_CELL = '/admin/GermanTitleCell#GermanTitleCell'

export const GERMAN_ORIGINAL_TEXTS = {
  heading: { de: 'Deutsche Fassung (noch nicht übersetzt)', en: 'German version (not yet translated)' },
  takeOver: { de: 'Deutschen Text übernehmen', en: 'Copy the German text' },
  changedAfter: TRANSLATION_STATUS_TEXTS.changedAfter,
} satisfies Record<string, AdminText>
const GERMAN_MARKER: AdminText = { de: 'deutsch', en: 'German' }

type Translatable = Extract<Field, { type: 'text' | 'textarea' | 'richText' }>

function isTranslatable(field: Field, localized: boolean): field is Translatable {
  if (field.type !== 'text' && field.type !== 'textarea' && field.type !== 'richText') return false
  const admin = field.admin as { components?: { Field?: unknown }; hidden?: boolean } | undefined
  return localized && !admin?.hidden && !admin?.components?.Field && !('hasMany' in field && field.hasMany)
}

const withOriginal = (field: Translatable): Field =>
  withAfterInput(field, {
    path: ORIGINAL,
    clientProps: { statusField: TRANSLATION_STATUS_FIELD, texts: GERMAN_ORIGINAL_TEXTS },
  })

/** Every localized text, textarea and rich-text field, also inside groups, rows, tabs and arrays. */
export const fieldsWithGermanOriginal = (fields: Field[]): Field[] =>
  mapFields(fields, (field, localized) => (isTranslatable(field, localized) ? withOriginal(field) : field))

function withGermanTitleCell(collection: CollectionConfig): CollectionConfig {
  const title = collection.admin?.useAsTitle
  const Cell = { path: TITLE_CELL, clientProps: { marker: GERMAN_MARKER } }
  return {
    ...collection,
    fields: collection.fields.map((field) =>
      'name' in field && field.name === title && field.type === 'text' && field.localized
        ? withCell(field, Cell)
        : field,
    ),
  }
}

/**
 * An English version being written shows, under each still empty or outdated field, the German text to translate
 * from (and can take it over as a start); lists show the German title of a record not yet translated, not its id.
 */
export const germanBesideTranslation = changeEachCollection(
  (collection) => withGermanTitleCell({ ...collection, fields: fieldsWithGermanOriginal(collection.fields) }),
  (global) => ({ ...global, fields: fieldsWithGermanOriginal(global.fields) }),
)
