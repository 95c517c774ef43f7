import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream'

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}

type Compressed = { file: string; type: string; size: number; etag: string }

/** Whether an Accept-Encoding header accepts Brotli (`br`, not `br;q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value.split(',').some((entry) => {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (name !== 'br') return false
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    return quality === undefined || Number(quality.slice(2)) > 0
  })
}

/** The Brotli copies the build wrote beside its scripts and stylesheets (scripts/compress-build-files.mjs). */
function compressedFiles(distDir: string): Map<string, Compressed> {
  const staticDir = path.join(distDir, 'static')
  const found = new Map<string, Compressed>()
  if (!fs.existsSync(staticDir)) return found
  for (const name of fs.readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.br')) continue
    const original = name.slice(0, -'.br'.length)
    const type = TYPES[path.extname(original)]
    if (!type) continue
    const file = path.join(staticDir, name)
    const { size, mtimeMs } = fs.statSync(file)
    const urlPath = `/_next/static/${original.split(path.sep).join('/')}`
    found.set(urlPath, {
      file,
      type,
      size,
      etag: `"br-${size.toString(36)}-${Math.round(mtimeMs).toString(36)}"`,
    })
  }
  return found
}

/**
 * Answers a request for one of the build's scripts or stylesheets with its Brotli copy when the browser accepts
 * Brotli; returns false for anything else (Next.js answers it, compressed per request). Only files found at the
 * start are sent: the URL is looked up, never turned into a path.
 */
export function createCompressedBuildFiles(distDir: string) {
  const files = compressedFiles(distDir)
  return function serveCompressed(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const compressed = files.get(pathname)
    if (!compressed || !acceptsBrotli(req.headers['accept-encoding'])) return false
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('ETag', compressed.etag)
    if (req.headers['if-none-match'] === compressed.etag) {
      res.statusCode = 304
      res.end()
      return true
    }
    res.setHeader('Content-Type', compressed.type)
    res.setHeader('Content-Encoding', 'br')
    res.setHeader('Content-Length', compressed.size)
    if (req.method === 'HEAD') {
      res.end()
      return true
    }
    pipeline(fs.createReadStream(compressed.file), res, () => undefined)
    return true
  }
}
