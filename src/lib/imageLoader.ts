import { isMediaUrl } from './mediaFiles'

/**
 * next/image's loader for the whole site (next.config.ts): uploads are asked for at the width the browser needs
 * and answered by the site's server with the nearest size Payload generated; other images (the placeholder
 * SVG) are sent as they are. No image goes through Next's optimizer, so none waits for a render or a query.
 */
export default function imageLoader({ src, width }: { src: string; width: number }): string {
  if (!isMediaUrl(src)) return src
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}`
}
