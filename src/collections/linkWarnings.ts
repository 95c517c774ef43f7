import type { Field, Plugin } from 'payload'
import type { AdminText } from './adminLabels'

const WARNING = '/components/admin/LinkTargetsWarning#LinkTargetsWarning'

const LINK_WARNING_TEXTS = {
  heading: {
    de: 'Links, die auf der Website ins Leere führen (dort steht nur ihr Text):',
    en: 'Links that lead nowhere on the website (it shows only their words):',
  },
  unpublished: { de: 'nicht veröffentlicht', en: 'not published' },
  deleted: { de: 'gelöscht', en: 'deleted' },
} satisfies Record<string, AdminText>

function withWarning(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'richText') {
      const components = field.admin?.components ?? {}
      const warning = { path: WARNING, clientProps: { texts: LINK_WARNING_TEXTS } }
      return {
        ...field,
        admin: {
          ...field.admin,
          components: { ...components, afterInput: [...(components.afterInput ?? []), warning] },
        },
      }
    }
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withWarning(tab.fields) })) }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: withWarning(field.fields) } as Field
    return field
  })
}

/** Every rich-text field warns about its internal links to records visitors cannot open (unpublished, deleted). */
export const linkWarnings: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: withWarning(collection.fields),
  })),
  globals: config.globals?.map((global) => ({ ...global, fields: withWarning(global.fields) })),
})
