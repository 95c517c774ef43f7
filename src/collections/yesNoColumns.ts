import type { Field, Plugin } from 'payload'

const YES_NO_CELL = '/components/admin/YesNoCell#YesNoCell'

function withYesNoCell(field: Field): Field {
  if (field.type !== 'checkbox' || field.admin?.components?.Cell) return field
  return {
    ...field,
    admin: { ...field.admin, components: { ...field.admin?.components, Cell: YES_NO_CELL } },
  }
}

/** Every yes/no field of a collection reads "Ja"/"Nein" in list columns (src/components/admin/YesNoCell). */
export const yesNoColumns: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: collection.fields.map(withYesNoCell),
  })),
})
