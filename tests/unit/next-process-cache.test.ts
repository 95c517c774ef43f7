import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const next = (file: string) => fs.readFileSync(path.join('node_modules/next/dist/server', file), 'utf8')

/**
 * src/lib/revalidate.ts reaches, outside a request (a scheduled publication run by the server's worker, a change
 * heard from another instance), into the cache Next.js keeps on `globalThis.__incrementalCache`: Next offers no
 * supported way there. These checks fail when an upgrade of Next.js moves it, before a stale page would show it.
 */
describe('the cache Next.js keeps in the server process', () => {
  it('is still published on globalThis.__incrementalCache by the server and the route modules', () => {
    expect(next('base-server.js')).toMatch(/globalThis\.__incrementalCache = incrementalCache/)
    expect(next('route-modules/route-module.js')).toMatch(/globalThis\.__incrementalCache = incrementalCache/)
  })

  it('still answers revalidateTag(tags, durations) by its cache handler', () => {
    expect(next('lib/incremental-cache/index.js')).toMatch(
      /async revalidateTag\(tags, durations\) \{[^}]*cacheHandler[^}]*\.revalidateTag\(tags, durations\)/,
    )
  })
})
