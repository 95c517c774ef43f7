import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

/** A plugin that changes each collection, and each global when `changeGlobal` is given. */
export const changeEachCollection =
  (
    change: (collection: CollectionConfig) => CollectionConfig,
    changeGlobal?: (global: GlobalConfig) => GlobalConfig,
  ): Plugin =>
  (config) => ({
    ...config,
    collections: config.collections?.map(change),
    globals: changeGlobal ? config.globals?.map(changeGlobal) : config.globals,
  })

/** Changes one field; `localized` is true when the field, or a field or tab around it, is localized. */
export type FieldChange = (field: Field, localized: boolean) => Field

/** A component Payload draws for a field, by import-map path, with the props it is given. */
type AdminComponent = string | { path: string; clientProps?: Record<string, unknown> }

/** `fields`, each changed by `change`, also those inside rows, groups, collapsibles, arrays and tabs. */
export function mapFields(fields: Field[], change: FieldChange, localizedAbove = false): Field[] {
  return fields.map((field) => {
    const localized = localizedAbove || ('localized' in field && field.localized === true)
    const changed = change(field, localized)
    if (changed.type === 'tabs')
      return {
        ...changed,
        tabs: changed.tabs.map((tab) => ({
          ...tab,
          fields: mapFields(tab.fields, change, localized || ('localized' in tab && tab.localized === true)),
        })),
      }
    if ('fields' in changed && Array.isArray(changed.fields))
      return { ...changed, fields: mapFields(changed.fields, change, localized) } as Field
    return changed
  })
}

/** A plugin that changes every field of every collection and global. */
export const changeEveryField = (change: FieldChange): Plugin =>
  changeEachCollection(
    (collection) => ({ ...collection, fields: mapFields(collection.fields, change) }),
    (global) => ({ ...global, fields: mapFields(global.fields, change) }),
  )

type WithComponents = { admin?: { components?: { afterInput?: AdminComponent[]; Cell?: AdminComponent } } }

/** The field with `component` drawn under its input, after those it has. */
export function withAfterInput<T extends Field>(field: T, component: AdminComponent): T {
  const admin = (field as WithComponents).admin
  const components = admin?.components ?? {}
  return {
    ...field,
    admin: {
      ...admin,
      components: { ...components, afterInput: [...(components.afterInput ?? []), component] },
    },
  }
}

/** The field drawn by `cell` in list columns, unless it has a cell of its own. */
export function withCell<T extends Field>(field: T, cell: AdminComponent): T {
  const admin = (field as WithComponents).admin
  if (admin?.components?.Cell) return field
  return { ...field, admin: { ...admin, components: { ...admin?.components, Cell: cell } } }
}
