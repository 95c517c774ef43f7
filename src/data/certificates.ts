import { cached } from './cache'
import { image, type ImageRef } from './media'
import { findAll } from './payload'
import type { Locale } from './types'

const PREFIX = 'certificate-'
type Size = 'thumb' | 'card' | 'hero'

/**
 * Certificate images of the certificates page: media named `certificate-<n>.webp` (seeded: 1 = ISO 9001,
 * 2 = Gründerpreis 2024, 3 = Zertifikat Funkservice; replaceable in the admin). One query per language.
 */
const loadCertificateImages = cached(
  async (locale: Locale) => {
    const docs = await findAll('media', { locale, where: { filename: { like: PREFIX } } })
    return docs.filter((doc) => doc.filename?.startsWith(PREFIX))
  },
  'certificate-images',
  ['media'],
)

/** The certificate image with the given file name (e.g. 'certificate-1.webp'); `{ url: null }` when missing. */
export async function certificateImage(filename: string, locale: Locale, size: Size = 'card'): Promise<ImageRef> {
  const found = (await loadCertificateImages(locale)).find((doc) => doc.filename === filename)
  return found ? image(found, size) : { url: null, alt: '' }
}
