import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { mediaFileName, pickVariant } from '@/lib/mediaFiles'

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
}
/** How long the folder's listing is trusted before a size is looked up again (new uploads appear within it). */
const LISTING_TTL_MS = 5000

/**
 * Sends uploaded images from the upload folder as files (`/media/<file>?v=…&w=…`, src/lib/mediaFiles.ts):
 * no render, no database query. With the upload's version in the URL the answer is cached for a year; answers
 * carry an ETag. Anything that is not such a file is left to Next.js (false).
 */
export function createMediaFiles(folder: string) {
  let listing: { files: string[]; read: number } | undefined
  const files = (): string[] => {
    if (!listing || Date.now() - listing.read > LISTING_TTL_MS) {
      let names: string[] = []
      try {
        names = fs.readdirSync(folder)
      } catch {}
      listing = { files: names, read: Date.now() }
    }
    return listing.files
  }

  return function serveMedia(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = new URL(req.url ?? '/', 'http://site.invalid')
    const requested = mediaFileName(url.pathname)
    if (!requested) return false
    const width = Number(url.searchParams.get('w')) || null
    const name = pickVariant(requested, width, files())
    let stat: fs.Stats
    try {
      stat = fs.statSync(path.join(folder, name))
    } catch {
      return false
    }
    if (!stat.isFile()) return false

    const etag = `W/"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`
    res.setHeader('Content-Type', TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream')
    res.setHeader(
      'Cache-Control',
      url.searchParams.has('v') ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    )
    res.setHeader('ETag', etag)
    res.setHeader('Last-Modified', stat.mtime.toUTCString())
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304)
      res.end()
      return true
    }
    res.setHeader('Content-Length', stat.size)
    res.writeHead(200)
    if (req.method === 'HEAD') res.end()
    else fs.createReadStream(path.join(folder, name)).pipe(res)
    return true
  }
}
