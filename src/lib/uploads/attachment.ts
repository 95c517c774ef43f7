import { Readable } from 'node:stream'
import { contentDisposition, downloadName } from './fileName'

/** A file name for a download: the name as sent (cleaned) where its extension fits the type (./fileName.ts). */
export const attachmentName = downloadName

/** The policy every download keeps, whatever the site's server sets for pages (src/server/requestListener.ts). */
export const DOWNLOAD_POLICY = "default-src 'none'; sandbox"

/**
 * An uploaded file, opened, as a download: always an attachment (never shown inline from the site's origin),
 * sandboxed and not sniffed should a browser show it anyway, never cached; named with `filename*` in UTF-8.
 * Without `size` (a ZIP made as it is sent), the length is left to the chunked transfer.
 */
export function attachmentResponse(stream: Readable, file: { type: string; size?: number; name: string }): Response {
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': file.type,
      ...(file.size === undefined ? {} : { 'Content-Length': String(file.size) }),
      'Content-Disposition': contentDisposition(file.name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': DOWNLOAD_POLICY,
      'Cache-Control': 'no-store',
    },
  })
}
