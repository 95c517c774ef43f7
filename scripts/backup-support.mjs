// Shared by scripts/backup.mjs and scripts/restore.mjs. Plain Node (no TypeScript runner, no dev
// dependencies): both must run on a production install made with `npm ci --omit=dev`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const MANIFEST = 'backup.json'
export const FORMAT = 1
// `applications`, `whistleblower-files`: job applications' documents and whistleblower cases' files, sealed
// (src/lib/sealed/fileStore.ts).
export const UPLOAD_FOLDERS = ['media', 'documents', 'applications', 'whistleblower-files']
/** Folders a backup of an earlier version does not list: missing there means empty. */
export const LATER_FOLDERS = ['applications', 'whistleblower-files']
export const DATABASE_FILES = { sqlite: 'site.db', postgres: 'database.pgdump' }
export const KEY_FILE = '.whistleblower-key'
export const SECRET_FILE = '.payload-secret'
/** The row that ties the site's page cache to a database state (see restore.mjs). */
export const CACHE_IDENTITY_KEY = 'cache-identity'

/** DATA_DIR and DATABASE_URL read as src/lib/env.ts reads them: DATA_DIR defaults to ./data, against cwd. */
export function readConfig(env = process.env) {
  if (env.DATA_DIR === '') fail('Invalid environment: DATA_DIR must not be empty.')
  const dataDir = path.resolve(env.DATA_DIR ?? './data')
  const databaseUrl = env.DATABASE_URL
  const usesPostgres = Boolean(databaseUrl?.startsWith('postgres'))
  return { dataDir, databaseUrl, usesPostgres, database: usesPostgres ? 'postgres' : 'sqlite' }
}

/**
 * The folder named on the command line, against the folder the operator typed it in: `npm run` moves to the
 * package root and leaves the original in INIT_CWD. (DATA_DIR stays against the package root, as for the site.)
 */
export function resolveArgument(dir) {
  return path.resolve(process.env.INIT_CWD || process.cwd(), dir)
}

/** Where the key that encrypts whistleblower reports lives, in words, and whether it is there. */
export function reportKey(env, dataDir) {
  if (env.WHISTLEBLOWER_KEY) return { where: 'the WHISTLEBLOWER_KEY environment variable', present: true }
  const file = path.join(dataDir, KEY_FILE)
  return { where: `the file ${file}`, present: fs.existsSync(file) }
}

/** A refusal or failure with a message for the operator (no stack trace). */
export class Failure extends Error {}

export function fail(message) {
  throw new Failure(message)
}

/** Runs a command's body; any failure ends the process with exit code 1 and its message. */
export async function runCommand(body) {
  try {
    await body()
  } catch (error) {
    console.error(error instanceof Failure ? `Error: ${error.message}` : error)
    process.exitCode = 1
  }
}

/** True when `inner` is `outer` or lies inside it. */
export function isWithin(inner, outer) {
  const relative = path.relative(outer, inner)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

/**
 * Copies a folder tree, readable by its owner only: folders 0700, files 0600 (set explicitly, since an
 * existing umask or the source's modes must not decide). Returns the number of files copied.
 */
export function copyPrivateTree(from, to) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 })
  fs.chmodSync(to, 0o700)
  let files = 0
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) files += copyPrivateTree(source, target)
    else if (entry.isFile()) {
      fs.copyFileSync(source, target)
      fs.chmodSync(target, 0o600)
      files += 1
    } else console.warn(`Skipped ${source}: not a regular file or folder.`)
  }
  return files
}

export function countFiles(dir) {
  if (!fs.existsSync(dir)) return 0
  let files = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) files += countFiles(path.join(dir, entry.name))
    else if (entry.isFile()) files += 1
  }
  return files
}

/**
 * A libpq connection string without its password, and the password in PGPASSWORD: the pg_* tools then
 * never show it in the process list.
 */
export function pgConnection(url) {
  const env = { ...process.env }
  let parsed
  try {
    parsed = new URL(url)
  } catch {
    return { url, env } // a form WHATWG URLs refuse (e.g. `postgres://u:p@/db?host=/run/...`); libpq reads it
  }
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password)
    parsed.password = ''
  }
  return { url: parsed.toString(), env }
}

/** Runs a PostgreSQL client tool; stops with a clear message when it is not installed or fails. */
export function runPgTool(tool, args, env) {
  const result = spawnSync(tool, args, { stdio: 'inherit', env })
  if (result.error?.code === 'ENOENT') {
    fail(
      `${tool} was not found. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client), ` +
        'in a version not older than the database server.',
    )
  }
  if (result.error) fail(`${tool} could not be run: ${result.error.message}`)
  if (result.status !== 0) fail(`${tool} failed (exit code ${result.status ?? result.signal}).`)
}
