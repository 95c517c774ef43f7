import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream'
import { mediaFileName, pickVariant } from '@/lib/mediaFiles'

/** An uploaded image as a store holds it. */
export interface StoredFile {
  size: number
  modified: Date
  /** Quoted, as in the ETag header. */
  etag: string
}

export type StoredRead =
  | { found: false }
  /** The client's copy is current (its If-None-Match matched): no bytes. */
  | { found: true; notModified: true; file?: undefined; body?: undefined }
  /** The file; its bytes unless only the headers were asked for. */
  | { found: true; notModified?: false; file: StoredFile; body?: Readable }

/** Where uploaded images are: the upload folder (./folderMedia.ts) or a bucket (./bucketMedia.ts). */
export interface MediaStore {
  /** File names of the store that may be generated sizes of the upload `base` (all others may be among them). */
  namesLike(base: string): Promise<readonly string[]>
  /** Throws when the store does not answer; `found: false` when it has no such file. */
  read(name: string, options: { body: boolean; ifNoneMatch?: string }): Promise<StoredRead>
}

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
}

/**
 * Sends uploaded images from their store as files (`/media/<file>?v=…&w=…`, src/lib/mediaFiles.ts): no render,
 * no database query. With the upload's version in the URL the answer is cached for a year; answers carry an
 * ETag. Returns null for a request that is not for such a file, else whether it was sent: a file the store
 * does not have is left to Next.js (false). A store that does not answer gets a 503 that nobody caches.
 */
export function createMediaFiles(store: MediaStore) {
  return function serveMedia(req: IncomingMessage, res: ServerResponse): Promise<boolean> | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    const url = new URL(req.url ?? '/', 'http://site.invalid')
    const requested = mediaFileName(url.pathname)
    if (!requested) return null
    const width = Number(url.searchParams.get('w')) || null
    const cacheControl = url.searchParams.has('v')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=60'

    return send(store, req, res, requested, width, cacheControl).catch((error: unknown) => {
      console.error(
        '[media] the upload store did not answer:',
        error instanceof Error ? error.message : error,
      )
      if (res.headersSent) return true
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end('Service Unavailable')
      return true
    })
  }
}

async function send(
  store: MediaStore,
  req: IncomingMessage,
  res: ServerResponse,
  requested: string,
  width: number | null,
  cacheControl: string,
): Promise<boolean> {
  const name = width ? pickVariant(requested, width, await store.namesLike(requested)) : requested
  const ifNoneMatch = req.headers['if-none-match']
  const stored = await store.read(name, { body: req.method === 'GET', ifNoneMatch })
  if (!stored.found) return false

  res.setHeader('Content-Type', TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream')
  res.setHeader('Cache-Control', cacheControl)
  if (stored.notModified) {
    res.setHeader('ETag', ifNoneMatch!)
    res.writeHead(304)
    res.end()
    return true
  }
  const { file, body } = stored
  res.setHeader('ETag', file.etag)
  res.setHeader('Last-Modified', file.modified.toUTCString())
  res.setHeader('Content-Length', file.size)
  res.writeHead(200)
  if (body) pipeline(body, res, () => {})
  else res.end()
  return true
}
