import { Readable } from 'node:stream'
import { extensionOf } from './fileType'

/** A file name safe for a header: the original's letters where they are plain, else `document-<n>`. */
export function attachmentName(original: string, fallback: string, type: string): string {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 80) || fallback
  return `${base}.${extensionOf(type)}`
}

/**
 * An uploaded file, opened, as a download: always an attachment (never shown inline from the site's origin),
 * sandboxed and not sniffed should a browser show it anyway, never cached. Without `size` (a ZIP made as it
 * is sent), the length is left to the chunked transfer.
 */
export function attachmentResponse(stream: Readable, file: { type: string; size?: number; name: string }): Response {
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': file.type,
      ...(file.size === undefined ? {} : { 'Content-Length': String(file.size) }),
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'no-store',
    },
  })
}
