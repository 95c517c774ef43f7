import type { Media } from '@/payload-types'
import { uploadsPublicUrl } from '@/lib/env'
import { mediaUrl } from '@/lib/mediaFiles'

export type ImageRef = { url: string | null; alt: string }
type Size = 'thumb' | 'card' | 'hero'

/**
 * URL of an image (optionally of one of its generated sizes), served as a file with the upload's version
 * (src/lib/mediaFiles.ts); next/image asks for other widths of the same upload from there. Site-relative, or
 * under UPLOADS_PUBLIC_URL when that is set.
 */
export function image(value: unknown, size?: Size): ImageRef {
  if (!value || typeof value !== 'object') return { url: null, alt: '' }
  const media = value as Media
  const filename = (size && media.sizes?.[size]?.filename) || media.filename
  return { url: filename ? publicUrl(mediaUrl(filename, media.updatedAt)) : null, alt: media.alt ?? '' }
}

/**
 * Where visitors load an upload's file: Payload answers absolute URLs under its serverURL (with a `?prefix=` of
 * the storage plugin); the site serves the path itself, at any host, or UPLOADS_PUBLIC_URL serves it.
 */
export function uploadUrl(url: string): string {
  return publicUrl(url.startsWith('/') ? url.replace(/\?.*$/, '') : new URL(url).pathname)
}

function publicUrl(sitePath: string): string {
  return `${uploadsPublicUrl ?? ''}${sitePath}`
}
