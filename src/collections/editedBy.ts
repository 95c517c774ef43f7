import type { CollectionConfig, Field, GlobalConfig, PayloadRequest } from 'payload'
import { isLocale, LANGUAGES, locales } from '@/i18n/routing'
import { isEditorField } from '@/access/roles'
import { changeEachCollection } from './fieldTree'
import { EDITED_BY, EDITED_BY_NAME, EDITED_LOCALE } from '@/lib/editedByFields'

/**
 * Who made each version of the editors' content, and in which language: the record (and every version of it)
 * keeps the last editor's account, their name as it was then, and the content language of the save. The
 * versions list shows them (scripts/patch-dependencies.mjs), the dashboard's "my drafts" and "changes by others"
 * read them (src/data/editorDesk.ts).
 */
export { EDITED_BY, EDITED_BY_NAME, EDITED_LOCALE } from '@/lib/editedByFields'

/** Read by editors alone (no name of a member of staff reaches the public API); the hook sets them on each save. */
const access = { read: isEditorField, create: isEditorField, update: isEditorField }

const fields: Field[] = [
  // The account's id, not a relationship: an account that is deleted leaves its name on what it changed.
  { name: EDITED_BY, type: 'number', index: true, access, admin: { hidden: true } },
  { name: EDITED_BY_NAME, type: 'text', access, admin: { hidden: true } },
  {
    name: EDITED_LOCALE,
    type: 'select',
    options: locales.map((code) => ({ value: code, label: { ...LANGUAGES[code].adminLabel } })),
    access,
    admin: { hidden: true },
  },
]

type Staff = { id: number; collection?: string; name?: string | null; email?: string | null }

function stamp({ data, req }: { data: Record<string, unknown>; req: PayloadRequest }) {
  const user = req.user as Staff | null
  // Staff accounts are the one kind of user (a scheduled publication runs as whoever planned it).
  if (!user || (user.collection && user.collection !== 'users')) return data
  return {
    ...data,
    [EDITED_BY]: user.id,
    [EDITED_BY_NAME]: user.name || user.email || String(user.id),
    [EDITED_LOCALE]: isLocale(req.locale) ? req.locale : null,
  }
}

function withEditedBy<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return {
    ...config,
    fields: [...config.fields, ...fields],
    hooks: { ...config.hooks, beforeChange: [...(config.hooks?.beforeChange ?? []), stamp] },
  }
}

/** The content editors keep: the collections and globals listed (the confidential desks keep logs of their own). */
export const editedBy = (collections: readonly string[], globals: readonly string[]) =>
  changeEachCollection(
    (collection) => (collections.includes(collection.slug) ? withEditedBy(collection) : collection),
    (global) => (globals.includes(global.slug) ? withEditedBy(global) : global),
  )
