import { cached } from './cache'
import { image, type ImageRef } from './media'
import { findAll } from './payload'
import type { Locale } from './types'

const PREFIX = 'page-'
type Size = 'thumb' | 'card' | 'hero'

/**
 * Images that belong to a page, not to a record: media named `page-<name>.webp` (seeded, replaceable in the
 * admin). One query per language; a missing name gives `{ url: null }` so the page shows its fallback.
 */
const loadPageImages = cached(
  async (locale: Locale) => {
    const docs = await findAll('media', { locale, where: { filename: { like: PREFIX } } })
    return docs
      .filter((doc) => doc.filename?.startsWith(PREFIX))
      .map((doc) => ({ name: doc.filename!.slice(PREFIX.length).replace(/\.[a-z0-9]+$/i, ''), doc }))
  },
  'page-images',
  ['media'],
)

export async function pageImage(name: string, locale: Locale, size: Size = 'hero'): Promise<ImageRef> {
  const found = (await loadPageImages(locale)).find((entry) => entry.name === name)
  return found ? image(found.doc, size) : { url: null, alt: '' }
}
