import fs from 'node:fs'

/**
 * `npm test` seeds the sample content once into SEED_TEMPLATE_DIR (scripts/test.sh) and the SQLite folders of the
 * run (Vitest's, the browser tests') start as copies of it: each seed costs about a minute of both cores. The set-up
 * that follows the copy finds the content there and only adds what its own run needs (accounts). On PostgreSQL, or
 * without a template, the folder is seeded as before.
 */
export function copySeedTemplate(dataDir: string): boolean {
  const template = process.env.SEED_TEMPLATE_DIR
  if (!template || process.env.DATABASE_URL) return false
  fs.cpSync(template, dataDir, { recursive: true })
  return true
}
