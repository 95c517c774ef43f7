import type { Media } from '@/payload-types'
import { mediaUrl } from '@/lib/mediaFiles'

export type ImageRef = { url: string | null; alt: string }
type Size = 'thumb' | 'card' | 'hero'

/**
 * Site-relative URL of an image (optionally of one of its generated sizes), served as a file with the upload's
 * version (src/lib/mediaFiles.ts); next/image asks for other widths of the same upload from there.
 */
export function image(value: unknown, size?: Size): ImageRef {
  if (!value || typeof value !== 'object') return { url: null, alt: '' }
  const media = value as Media
  const filename = (size && media.sizes?.[size]?.filename) || media.filename
  return { url: filename ? mediaUrl(filename, media.updatedAt) : null, alt: media.alt ?? '' }
}

/** Payload answers absolute URLs under its serverURL; the site serves them itself, at any host. */
export function sitePath(url: string): string {
  return url.startsWith('/') ? url : new URL(url).pathname
}
