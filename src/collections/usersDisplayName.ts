import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * What names an account wherever the admin picks or shows one (the case desk's _Zuständig_, lists, the version
 * history): the person's name, or their e-mail address while they have none. Kept on the account, since Payload
 * titles a record by one stored field.
 */
export const DISPLAY_NAME_FIELD: Field = {
  name: 'displayName',
  type: 'text',
  label: { de: 'Angezeigter Name', en: 'Display name' },
  admin: { hidden: true },
}

export const keepDisplayName: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const name = String(data.name ?? originalDoc?.name ?? '').trim()
  const email = String(data.email ?? originalDoc?.email ?? '')
  return { ...data, displayName: name || email }
}
