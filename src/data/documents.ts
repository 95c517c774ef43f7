import type { Document as DocumentDoc } from '@/payload-types'
import { cached } from './cache'
import { uploadUrl } from './media'
import { findAll } from './payload'
import type { Locale } from './types'

export type Download = { key: string; title: string; href: string; group: string }

function toDownload(doc: DocumentDoc): Download {
  return { key: doc.key, title: doc.title, href: doc.url ? uploadUrl(doc.url) : '#', group: doc.group }
}

const listDownloads = cached(
  async (locale: Locale) => (await findAll('documents', { locale, sort: 'order' })).map(toDownload),
  'documents:list',
  ['documents'],
)

export async function downloadsOfGroup(group: string, locale: Locale): Promise<Download[]> {
  return (await listDownloads(locale)).filter((download) => download.group === group)
}

export async function downloadByKey(key: string, locale: Locale): Promise<Download | null> {
  return (await listDownloads(locale)).find((download) => download.key === key) ?? null
}
