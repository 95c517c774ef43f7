// `npm run restore -- <dir>`: puts a backup made by scripts/backup.mjs back, while the site is STOPPED.
// The database and the upload folders are replaced; the whistleblower key and the Payload secret in DATA_DIR
// stay as they are. The restored database loses its `cache-identity` row, so the next start of the site
// sees that its page cache was filled from another database state and clears it.
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import {
  CACHE_IDENTITY_KEY,
  DATABASE_FILES,
  FORMAT,
  MANIFEST,
  LATER_FOLDERS,
  UPLOAD_FOLDERS,
  copyPrivateTree,
  countFiles,
  fail,
  isWithin,
  pgConnection,
  readConfig,
  reportKey,
  resolveArgument,
  runCommand,
  runPgTool,
} from './backup-support.mjs'

const USAGE = `Usage: npm run restore -- <dir>

Stop the site first. Replaces the database (SQLite in DATA_DIR, or the Postgres database of DATABASE_URL)
and the uploads in DATA_DIR with the backup in <dir>. The whistleblower key and the Payload secret in
DATA_DIR are left as they are; the reports in the backup open only with the key they were sealed with.`

await runCommand(async () => {
  const [source] = process.argv.slice(2)
  if (!source || source.startsWith('-')) {
    console.log(USAGE)
    if (source !== '--help' && source !== '-h') process.exitCode = 1
    return
  }
  const config = readConfig()
  const dir = resolveArgument(source)
  const manifest = readManifest(dir)
  if (manifest.database !== config.database) {
    fail(
      `${dir} holds a ${manifest.database} backup, but this site uses ${config.database} ` +
        `(DATABASE_URL ${config.usesPostgres ? 'is a postgres URL' : 'is not set to postgres'}).`,
    )
  }
  if (isWithin(dir, config.dataDir)) fail(`${dir} lies inside DATA_DIR (${config.dataDir}).`)

  console.log(
    `Restoring the backup of ${manifest.createdAt} from ${dir} into ${config.dataDir} (${config.database}).\n` +
      'The site must be stopped while this runs.',
  )
  process.umask(0o077)
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 })
  fs.chmodSync(config.dataDir, 0o700)

  // The uploads are copied beside the live folders first, so that running out of space changes nothing.
  const folders = []
  try {
    for (const folder of UPLOAD_FOLDERS)
      folders.push(stageFolder(path.join(dir, folder), config.dataDir, folder))
    if (config.database === 'postgres') restorePostgres(config, path.join(dir, DATABASE_FILES.postgres))
    else await restoreSqlite(config, path.join(dir, DATABASE_FILES.sqlite))
  } catch (error) {
    for (const folder of folders) folder.discard()
    throw error
  }
  console.log(`  database restored; its ${CACHE_IDENTITY_KEY} entry removed, so the site clears its cache`)
  for (const folder of folders) {
    folder.swap()
    console.log(`  ${folder.name}/: ${manifest.files[folder.name]} files`)
  }

  console.log('Restore complete; start the site again.')
  const key = reportKey(process.env, config.dataDir)
  if (!key.present) {
    console.warn(
      `Warning: there is no whistleblower key (${key.where} is missing and WHISTLEBLOWER_KEY is not set). ` +
        'Reports in the restored database can only be opened with the original key: put its file back ' +
        'into DATA_DIR or set WHISTLEBLOWER_KEY before starting the site.',
    )
  }
})

/** The manifest, checked against what the folder holds, before anything in DATA_DIR is touched. */
function readManifest(dir) {
  const file = path.join(dir, MANIFEST)
  if (!fs.existsSync(file)) fail(`${file} is missing: ${dir} is not a (complete) backup.`)
  let manifest
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    fail(`${file} is not valid JSON: ${error.message}`)
  }
  if (manifest?.format !== FORMAT) fail(`${file}: unknown backup format ${JSON.stringify(manifest?.format)}.`)
  if (!Object.hasOwn(DATABASE_FILES, manifest.database)) {
    fail(`${file}: unknown database ${JSON.stringify(manifest.database)}.`)
  }
  if (typeof manifest.createdAt !== 'string' || Number.isNaN(Date.parse(manifest.createdAt))) {
    fail(`${file}: createdAt is not a date.`)
  }
  const database = path.join(dir, DATABASE_FILES[manifest.database])
  if (!fs.existsSync(database)) fail(`${database} is missing.`)
  for (const folder of UPLOAD_FOLDERS) {
    const expected = manifest.files?.[folder] ?? (LATER_FOLDERS.includes(folder) ? 0 : undefined)
    manifest.files[folder] = expected
    if (!Number.isInteger(expected)) fail(`${file}: files.${folder} is not a count.`)
    const found = countFiles(path.join(dir, folder))
    if (found !== expected)
      fail(`${path.join(dir, folder)} holds ${found} files, the backup listed ${expected}.`)
  }
  return manifest
}

/**
 * The backup's database goes into a temporary file next to site.db and loses its cache identity there; the
 * old journal files go (they belong to the old database and would be applied to the new one); then one
 * rename puts it in place.
 */
async function restoreSqlite(config, backupFile) {
  const target = path.join(config.dataDir, DATABASE_FILES.sqlite)
  const temporary = `${target}.restoring`
  removeDatabaseFiles(temporary)
  fs.copyFileSync(backupFile, temporary)
  fs.chmodSync(temporary, 0o600)
  try {
    const client = createClient({ url: `file:${temporary}` })
    try {
      await client.execute({ sql: 'DELETE FROM payload_kv WHERE key = ?', args: [CACHE_IDENTITY_KEY] })
    } finally {
      client.close()
    }
  } catch (error) {
    removeDatabaseFiles(temporary)
    throw error
  }
  removeDatabaseFiles(target, { keepDatabase: true })
  fs.renameSync(temporary, target)
}

function removeDatabaseFiles(database, { keepDatabase = false } = {}) {
  for (const suffix of [...(keepDatabase ? [] : ['']), '-wal', '-shm', '-journal']) {
    fs.rmSync(`${database}${suffix}`, { force: true })
  }
}

function restorePostgres(config, dump) {
  const { url, env } = pgConnection(config.databaseUrl)
  // One transaction: a restore that fails half-way (a dump from a newer server, a lost connection)
  // leaves the database as it was instead of half dropped.
  runPgTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', url, dump],
    env,
  )
  runPgTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set',
      'ON_ERROR_STOP=1',
      '--dbname',
      url,
      '--command',
      `DELETE FROM payload_kv WHERE key = '${CACHE_IDENTITY_KEY}'`,
    ],
    env,
  )
}

/** Copies a backup's upload folder next to the live one; `swap` then replaces the live one with it. */
function stageFolder(from, dataDir, name) {
  const live = path.join(dataDir, name)
  const incoming = `${live}.restoring`
  const outgoing = `${live}.replaced`
  fs.rmSync(incoming, { recursive: true, force: true })
  if (fs.existsSync(from)) copyPrivateTree(from, incoming)
  else fs.mkdirSync(incoming, { recursive: true, mode: 0o700 })
  return {
    name,
    discard: () => fs.rmSync(incoming, { recursive: true, force: true }),
    swap() {
      fs.rmSync(outgoing, { recursive: true, force: true })
      if (fs.existsSync(live)) fs.renameSync(live, outgoing)
      fs.renameSync(incoming, live)
      fs.rmSync(outgoing, { recursive: true, force: true })
    },
  }
}
