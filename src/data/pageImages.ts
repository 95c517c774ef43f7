import type { Media } from '@/payload-types'
import { localizedFilename } from '@/lib/localizedMedia'
import { fileStem } from '@/lib/mediaFiles'
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
 * The picture named `filename` for the page's language: its variant for that language
 * (`certificate-2.en.webp`, see localizedFilename) when there is one, otherwise the picture itself.
 */
async function namedImage(prefix: string, filename: string, locale: Locale, size: Size): Promise<ImageRef> {
  const docs = await loadNamedMedia(prefix, locale)
  // By name without extension: a replacement uploaded as `.png` keeps serving `page-x.webp`'s place.
  const byStem = (name: string) => docs.find((doc) => doc.filename && fileStem(doc.filename) === fileStem(name))
  const found = byStem(localizedFilename(filename, locale)) ?? byStem(filename)
  return found ? image(found, size) : { url: null, alt: '' }
}

/**
 * Images that belong to a page, not to a record: media named `page-<name>.webp` (and `page-<name>.en.webp`
 * for English, where the picture has words in it). A missing name gives `{ url: null }` so the page shows
 * its fallback.
 */
export function pageImage(name: string, locale: Locale, size: Size = 'hero'): Promise<ImageRef> {
  return namedImage('page-', `page-${name}.webp`, locale, size)
}

/**
 * A certificate image by file name (seeded: certificate-1.webp ISO 9001, -2 Gründerpreis 2024, -3 Funkservice),
 * in its English variant on English pages when there is one.
 */
export function certificateImage(filename: string, locale: Locale, size: Size = 'card'): Promise<ImageRef> {
  return namedImage('certificate-', filename, locale, size)
}
