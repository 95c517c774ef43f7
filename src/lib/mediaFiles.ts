/**
 * Uploaded images as files: the data layer names them `/media/<file>?v=<version>`, the site's server
 * (src/server/mediaFiles.ts) sends them from the upload folder, and next/image (src/lib/imageLoader.ts) asks for
 * a width with `&w=`, answered with the nearest size Payload generated. The version changes with the upload,
 * so the answer can be cached for a year.
 */
export const MEDIA_PATH = '/media/'

/** A file name Payload gave an upload: no folders, no leading dot. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

export function mediaUrl(filename: string, updatedAt: string): string {
  const version = Date.parse(updatedAt)
  return `${MEDIA_PATH}${encodeURIComponent(filename)}${Number.isFinite(version) ? `?v=${version.toString(36)}` : ''}`
}

/** An upload's URL, on the site (`/media/…`) or at UPLOADS_PUBLIC_URL (`https://cdn…/media/…`). */
export function isMediaUrl(url: string): boolean {
  return url.startsWith(MEDIA_PATH) || /^https?:\/\/[^/]+(\/[^?#]*)?\/media\/[^/?#]+(\?|$)/.test(url)
}

/** The upload's file name in a `/media/…` path, or null for anything that is not one. */
export function mediaFileName(pathname: string): string | null {
  if (!pathname.startsWith(MEDIA_PATH)) return null
  let name: string
  try {
    name = decodeURIComponent(pathname.slice(MEDIA_PATH.length))
  } catch {
    return null
  }
  return SAFE_NAME.test(name) ? name : null
}

const SIZED = /^(.*)-(\d+)x(\d+)(\.[a-z0-9]+)$/i

/** A file name without its extension: `page-x.webp` → `page-x`. */
export function fileStem(filename: string): string {
  return filename.replace(/\.[a-z0-9]+$/i, '')
}

/** `news-2-800x450.webp` → `news-2`; the name of the upload a generated size belongs to, without extension. */
export function uploadBase(filename: string): string {
  return fileStem(SIZED.exec(filename)?.[1] ?? filename)
}

/**
 * Of the files in the upload folder, the one to send for `filename` at `width`: the narrowest generated size of
 * the same upload that is at least that wide, else the widest there is (the original counts as widest). Without
 * a width, the file itself.
 */
export function pickVariant(filename: string, width: number | null, files: readonly string[]): string {
  if (!width) return filename
  const base = uploadBase(filename)
  const sized = files
    .map((file) => ({ file, match: SIZED.exec(file) }))
    .filter(({ match }) => match && match[1] === base)
    .map(({ file, match }) => ({ file, width: Number(match![2]) }))
    .sort((a, b) => a.width - b.width)
  const wideEnough = sized.find((variant) => variant.width >= width)
  if (wideEnough) return wideEnough.file
  const original = files.find((file) => fileStem(file) === base && !SIZED.test(file))
  return original ?? sized.at(-1)?.file ?? filename
}
