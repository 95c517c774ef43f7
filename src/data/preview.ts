import { localizePath } from '@/i18n/paths'
import { paths, RECORD_PATHS } from '@/lib/paths'
import type { PreviewCollection } from '@/lib/preview'
import { hasRole } from '@/access/roles'
import { findLatestById, payloadClient } from './payload'
import type { Locale } from './types'

/**
 * The page that shows a record's newest version in `locale` (its detail page, or the history page), or null
 * when there is no such record.
 */
export async function previewPath(collection: PreviewCollection, id: number, locale: Locale): Promise<string | null> {
  const doc = await findLatestById(collection, id, locale)
  if (!doc) return null
  const path =
    collection === 'history'
      ? paths.history
      : RECORD_PATHS[collection](doc.id, (doc as { url?: string | null }).url || String(doc.id))
  return localizePath(path, locale)
}

/** Whether the request comes from a signed-in editor or administrator (Payload's session cookie or API key). */
export async function isEditorRequest(headers: Headers): Promise<boolean> {
  const { user } = await (await payloadClient()).auth({ headers })
  return hasRole(user, 'admin', 'editor')
}
