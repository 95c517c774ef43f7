import type { Document as DocumentDoc, Download as DownloadsDoc } from '@/payload-types'
import { defaultLocale } from '@/i18n/routing'
import { cached } from './cache'
import { uploadUrl } from './media'
import { payloadClient } from './payload'
import type { Locale } from './types'

export type Download = { id: number; title: string; href: string }

/** The global's own choices, without the times and the last editor (src/collections/editedBy.ts). */
type Fields = Omit<
  DownloadsDoc,
  'id' | 'updatedAt' | 'createdAt' | 'editedBy' | 'editedByName' | 'editedLocale'
>
/** The ordered download lists of the global Downloads. */
export type DownloadListName = { [K in keyof Fields]-?: NonNullable<Fields[K]> extends unknown[] ? K : never }[keyof Fields]
/** The single documents of the global Downloads (a page's brochure, form, certificate). */
export type DownloadName = Exclude<keyof Fields, DownloadListName>

const isDocument = (value: unknown): value is DocumentDoc =>
  typeof value === 'object' && value !== null && typeof (value as DocumentDoc).id === 'number'

/**
 * A chosen document as a link: its title in the page's language, and its English version's file on English
 * pages where it has one. Null when it is gone (deleted: the database drops the reference) or has no file.
 */
function toDownload(value: unknown, locale: Locale): Download | null {
  if (!isDocument(value)) return null
  const english = locale !== defaultLocale && isDocument(value.englishFile) ? value.englishFile.url : null
  const url = english || value.url
  return url ? { id: value.id, title: value.title, href: uploadUrl(url) } : null
}

type Resolved = { lists: Record<DownloadListName, Download[]>; single: Record<DownloadName, Download | null> }

/**
 * The global with its documents and their English versions filled in (depth 2), as links; cached until the
 * global or a document changes.
 */
const loadDownloads = cached(
  async (locale: Locale): Promise<Resolved> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'downloads', locale, depth: 2 })
    const list = (values: unknown[] | null | undefined) =>
      (values ?? []).flatMap((value) => toDownload(value, locale) ?? [])
    return {
      lists: {
        footer: list(doc.footer),
        einsatznavigation: list(doc.einsatznavigation),
        sprachUndDatenfunk: list(doc.sprachUndDatenfunk),
        wachenUndElw: list(doc.wachenUndElw),
        certificates: list(doc.certificates),
      },
      single: {
        leitsysteme: toDownload(doc.leitsysteme, locale),
        reparaturen: toDownload(doc.reparaturen, locale),
        iso9001: toDownload(doc.iso9001, locale),
      },
    }
  },
  'downloads',
  ['downloads', 'documents'],
)

/** A download list of the global Downloads, in the editors' order. */
export async function downloadList(name: DownloadListName, locale: Locale): Promise<Download[]> {
  return (await loadDownloads(locale)).lists[name]
}

/** A single document of the global Downloads, or null when none is chosen. */
export async function download(name: DownloadName, locale: Locale): Promise<Download | null> {
  return (await loadDownloads(locale)).single[name]
}
