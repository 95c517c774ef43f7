import type { Media } from '@/payload-types'

export type ImageRef = { url: string | null; alt: string }
type Size = 'thumb' | 'card' | 'hero'

/** Site-relative URL of an image (optionally of one of its generated sizes). */
export function image(value: unknown, size?: Size): ImageRef {
  if (!value || typeof value !== 'object') return { url: null, alt: '' }
  const media = value as Media
  const url = (size && media.sizes?.[size]?.url) || media.url
  return { url: url ? sitePath(url) : null, alt: media.alt ?? '' }
}

/** Payload answers absolute URLs under its serverURL; the site serves them itself, at any host. */
export function sitePath(url: string): string {
  return url.startsWith('/') ? url : new URL(url).pathname
}
