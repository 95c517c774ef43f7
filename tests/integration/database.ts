import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** Everything the database holds: the SQLite files, or a dump of the Postgres database. */
export function databaseBytes(): Buffer {
  const url = process.env.DATABASE_URL
  if (url) return execFileSync('pg_dump', ['--data-only', url], { maxBuffer: 512 * 1024 * 1024 })
  const dir = process.env.DATA_DIR!
  const files = fs.readdirSync(dir).filter((f) => f.startsWith('site.db'))
  return Buffer.concat(files.map((f) => fs.readFileSync(path.join(dir, f))))
}
