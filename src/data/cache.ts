import { unstable_cache } from 'next/cache'
import type { CacheTag } from '@/lib/revalidate'

/**
 * Caches a data function in Next's data cache under the given tags, so that Payload's afterChange
 * hooks can invalidate it. Outside a Next.js server (tests, scripts) there is no cache: it just runs.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: CacheTag[],
): (...args: A) => Promise<R> {
  const withCache = unstable_cache(fn, [key], { tags })
  return (...args: A) => (process.env.NEXT_RUNTIME ? withCache(...args) : fn(...args))
}
