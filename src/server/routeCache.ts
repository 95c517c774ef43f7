/**
 * Next.js's cache of rendered pages, route answers and data (its incremental cache), named by next.config.ts
 * (`cacheHandler`) and loaded by Next.js itself, as TypeScript by Node (type stripping): so it imports nothing of
 * the site's own modules. It is Next's own file-system cache with three changes, so that no visitor can fill the
 * disk or the memory by asking for addresses that do not exist (`/aktuelles/news/feed/<anything>`,
 * `/aktuelles/news/<id>/<anything>`: every one was seven files on disk, about 124 kB):
 *
 * - **It never writes.** Pages rendered at run time, route answers and data are kept in memory only; the pages
 *   the build rendered are still read from the build folder. A restart starts with the build's pages.
 * - **Only what was found is kept:** a page or a route's answer with any status but 200 (a 404 for an unknown
 *   id or parameter, the redirect of a wrong slug to the right one, an error) is rendered again when asked for
 *   again, and never pushes a page that exists out of the cache.
 * - **Bounded:** at most ROUTE_CACHE_MAX_ENTRIES entries and ROUTE_CACHE_MAX_BYTES bytes (Next's estimate of an
 *   entry's size); the least recently used go first.
 */
import { createRequire } from 'node:module'
import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from 'next/dist/server/lib/incremental-cache'
import type NextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'
import type { IncrementalCacheValue } from 'next/dist/server/response-cache'

/** Entries kept at most: the site's pages and records in both languages many times over, and their data. */
export const ROUTE_CACHE_MAX_ENTRIES = 5_000
/** Bytes kept at most, as Next counts an entry (its HTML, flight data and segments; a data entry's JSON). */
export const ROUTE_CACHE_MAX_BYTES = 64 * 1024 * 1024

type FileSystemCacheClass = typeof NextFileSystemCache
/** The one memory store of Next's file-system cache (a static of its class, shared by every instance). */
type MemoryStore = { remove(key: string): void; readonly size: number }

const require = createRequire(import.meta.url)
const FileSystemCache: FileSystemCacheClass =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** Whether a value is worth keeping: data, and pages or route answers that were found (status 200). */
export function isKept(value: IncrementalCacheValue | null): boolean {
  if (!value) return true
  const kind: string = value.kind
  // Redirects; and resized images, which the site does not make (its images are files in their sizes).
  if (kind === 'REDIRECT' || kind === 'IMAGE') return false
  if (kind === 'APP_PAGE' || kind === 'PAGES' || kind === 'APP_ROUTE') {
    const status = (value as { status?: number }).status
    return status === undefined || status === 200
  }
  return true
}

/** Keys in the order they were last used, to drop the oldest past the entry bound. */
const recent = new Set<string>()

function memoryStore(): MemoryStore | undefined {
  return (FileSystemCache as unknown as { memoryCache?: MemoryStore }).memoryCache
}

function used(key: string) {
  recent.delete(key)
  recent.add(key)
  while (recent.size > ROUTE_CACHE_MAX_ENTRIES) {
    const oldest = recent.values().next().value as string
    recent.delete(oldest)
    memoryStore()?.remove(oldest)
  }
}

export default class RouteCache extends FileSystemCache implements CacheHandler {
  constructor(ctx: CacheHandlerContext) {
    super({
      ...ctx,
      fs: ctx.fs!,
      serverDistDir: ctx.serverDistDir!,
      flushToDisk: false,
      maxMemoryCacheSize: ROUTE_CACHE_MAX_BYTES,
    })
  }

  async get(...args: Parameters<CacheHandler['get']>): Promise<CacheHandlerValue | null> {
    const found = await super.get(...args)
    if (found) used(args[0])
    return found
  }

  async set(...args: Parameters<NextFileSystemCache['set']>): Promise<void> {
    const [key, value] = args
    if (!isKept(value)) {
      // A record that was found before and is gone now: its old page must not stay behind either.
      recent.delete(key)
      memoryStore()?.remove(key)
      return
    }
    await super.set(...args)
    used(key)
  }
}
