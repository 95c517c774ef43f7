import type { Media } from '@/payload-types'
import { cached } from './cache'
import { image, type ImageRef } from './media'
import { findAll } from './payload'
import type { Locale } from './types'

type Size = 'thumb' | 'card' | 'hero'

/**
 * Media found by the start of their file name (seeded, replaceable in the admin), one query per prefix and
 * language; unstable_cache keys it by both arguments.
 */
const loadNamedMedia = cached(
  async (prefix: string, locale: Locale): Promise<Media[]> => {
    const docs = await findAll('media', { locale, where: { filename: { like: prefix } } })
    return docs.filter((doc) => doc.filename?.startsWith(prefix))
  },
  'named-media',
  ['media'],
)

/**
 * Images that belong to a page, not to a record: media named `page-<name>.webp`. A missing name gives
 * `{ url: null }` so the page shows its fallback.
 */
export async function pageImage(name: string, locale: Locale, size: Size = 'hero'): Promise<ImageRef> {
  const found = (await loadNamedMedia('page-', locale)).find(
    (doc) => doc.filename?.replace(/\.[a-z0-9]+$/i, '') === `page-${name}`,
  )
  return found ? image(found, size) : { url: null, alt: '' }
}

/** A certificate image by file name (seeded: certificate-1.webp ISO 9001, -2 Gründerpreis 2024, -3 Funkservice). */
export async function certificateImage(filename: string, locale: Locale, size: Size = 'card'): Promise<ImageRef> {
  const found = (await loadNamedMedia('certificate-', locale)).find((doc) => doc.filename === filename)
  return found ? image(found, size) : { url: null, alt: '' }
}
