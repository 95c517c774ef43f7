import { unstable_cache } from 'next/cache'
import type { CacheTag } from '@/lib/revalidate'

/** Whether Next's data cache is there to use: in a request, and in this process once it has served one. */
function hasDataCache(): boolean {
  return !!process.env.NEXT_RUNTIME && !!(globalThis as { __incrementalCache?: unknown }).__incrementalCache
}

/**
 * Caches a data function in Next's data cache under the given tags, so that Payload's afterChange
 * hooks can invalidate it. Outside a Next.js server (tests, scripts) there is no cache: it just runs; so too in
 * the server before its first request (the search index read at its start, src/jobs/searchIndex.ts), where
 * Next's cache does not exist yet and unstable_cache would throw.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: CacheTag[],
): (...args: A) => Promise<R> {
  const withCache = unstable_cache(fn, [key], { tags })
  return (...args: A) => (hasDataCache() ? withCache(...args) : fn(...args))
}
