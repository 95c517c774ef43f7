import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { payloadClient } from './payload'

const IDENTITY_KEY = 'cache-identity'
/** What Next.js keeps on disk from the database's content: the data cache, rendered pages, resized images. */
const CACHES = ['cache/fetch-cache', 'cache/images', 'server/route-cache']
const STAMP = 'cache/database-identity'

/**
 * Ties the build folder's caches to the database they were filled from. The database carries a random
 * identity (a new database, or a restore, which removes it, gets a new one); the caches carry the identity
 * they were filled under. At start, when the two differ, the caches are emptied, so that no visitor is
 * served pages or data of another database. Returns true when it emptied them.
 */
export async function tieCachesToDatabase(
  // The build folder of the running server; turbopackIgnore: no file of it belongs in the build's trace.
  distDir = path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next'),
): Promise<boolean> {
  const payload = await payloadClient()
  let identity = await payload.kv.get<string>(IDENTITY_KEY)
  if (!identity) {
    identity = crypto.randomUUID()
    await payload.kv.set(IDENTITY_KEY, identity)
  }
  const stamp = path.join(/* turbopackIgnore: true */ distDir, STAMP)
  const filledUnder = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : null
  if (filledUnder === identity) return false
  for (const cache of CACHES) fs.rmSync(path.join(/* turbopackIgnore: true */ distDir, cache), { recursive: true, force: true })
  fs.mkdirSync(path.dirname(stamp), { recursive: true })
  fs.writeFileSync(stamp, identity)
  return true
}
