import { splitLocale } from '@/i18n/paths'
import { isAllowedLink, type LinkKind } from '@/lib/linkTargets'
import type { CacheTag } from '@/lib/revalidate'
import { RECORD_COLLECTIONS, RECORD_PATHS, type RecordCollection } from '@/lib/paths'
import { findPublishedById } from './payload'
import type { Locale } from './types'

/** A global's link as stored (src/collections/siteLink.ts), read at depth 0. */
export type StoredSiteLink = {
  linkKind?: LinkKind | null
  linkRecord?: { relationTo: string; value: unknown } | null
  link?: string | null
}

/** Tags of the records a global's link may point at: the global's cache entry is dropped when one changes. */
export const SITE_LINK_TAGS: CacheTag[] = [...RECORD_COLLECTIONS]

function isRecordCollection(value: string): value is RecordCollection {
  return (RECORD_COLLECTIONS as readonly string[]).includes(value)
}

/**
 * Where a global's link leads, as a path without language prefix (the layout adds the visitor's) or an address
 * elsewhere; '' for none. A chosen record gives its detail page while it is published, so the link follows a
 * changed address and never leads to a 404 (a job past its end date leads to the open jobs, as its page does).
 */
export async function resolveSiteLink(doc: StoredSiteLink, locale: Locale): Promise<string> {
  if (doc.linkKind === 'record') {
    const chosen = doc.linkRecord
    if (!chosen || !isRecordCollection(chosen.relationTo) || typeof chosen.value !== 'number') return ''
    const record = (await findPublishedById(chosen.relationTo, chosen.value, locale, 0)) as {
      id: number
      url?: string | null
    } | null
    if (!record?.url) return ''
    return RECORD_PATHS[chosen.relationTo](record.id, record.url)
  }
  const link = doc.link ?? ''
  // Checked on save, but only while the field is shown: a text left behind under another kind is not.
  if (!isAllowedLink(link)) return ''
  // A path typed with a language prefix (/en/kontakt) would get a second one on the other language's pages.
  return link.startsWith('/') ? splitLocale(link).path : link
}
