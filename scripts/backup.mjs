// `npm run backup -- <dir>`: a consistent copy of the site's data while the site keeps running. The database
// (SQLite: VACUUM INTO, a snapshot of one read transaction; Postgres: pg_dump) is taken first, then the upload
// folders, so every file the snapshot refers to is copied (a file uploaded meanwhile is copied as well).
// The whistleblower key and the Payload secret are never copied: a backup must not carry the key to the
// reports it holds. Plain Node with runtime dependencies only, so it runs on a production install.
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import {
  DATABASE_FILES,
  FORMAT,
  MANIFEST,
  UPLOAD_FOLDERS,
  copyPrivateTree,
  fail,
  isWithin,
  pgConnection,
  readConfig,
  reportKey,
  resolveArgument,
  runCommand,
  runPgTool,
} from './backup-support.mjs'

const USAGE = `Usage: npm run backup -- <dir>

Copies the database and the uploads of DATA_DIR (or the Postgres database of DATABASE_URL) into <dir>,
a new or empty folder, while the site keeps running. The whistleblower key is not copied.`

await runCommand(async () => {
  const [target] = process.argv.slice(2)
  if (!target || target.startsWith('-')) {
    console.log(USAGE)
    if (target !== '--help' && target !== '-h') process.exitCode = 1
    return
  }
  const config = readConfig()
  const dir = resolveArgument(target)
  const existed = fs.existsSync(dir)
  if (existed && (!fs.statSync(dir).isDirectory() || fs.readdirSync(dir).length > 0)) {
    fail(`${dir} exists and is not empty. A backup goes into a new or empty folder; nothing was written.`)
  }
  if (isWithin(dir, config.dataDir)) {
    fail(`${dir} lies inside DATA_DIR (${config.dataDir}); put backups somewhere else.`)
  }
  if (config.database === 'sqlite' && !fs.existsSync(path.join(config.dataDir, DATABASE_FILES.sqlite))) {
    fail(`There is no database at ${path.join(config.dataDir, DATABASE_FILES.sqlite)} (check DATA_DIR).`)
  }

  // Everything created from here on is the owner's alone, also files written by pg_dump or SQLite.
  process.umask(0o077)
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dir, 0o700)
  console.log(`Backing up ${config.dataDir} (${config.database}) into ${dir}; the site may keep running.`)
  try {
    await snapshotDatabase(config, path.join(dir, DATABASE_FILES[config.database]))
    const files = {}
    for (const folder of UPLOAD_FOLDERS) {
      const source = path.join(config.dataDir, folder)
      files[folder] = fs.existsSync(source) ? copyPrivateTree(source, path.join(dir, folder)) : 0
      if (!files[folder]) fs.mkdirSync(path.join(dir, folder), { recursive: true, mode: 0o700 })
      console.log(`  ${folder}/: ${files[folder]} files`)
    }
    // Written last: a folder without it is an unfinished backup, and restore refuses it.
    const manifest = { format: FORMAT, createdAt: new Date().toISOString(), database: config.database, files }
    fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
  } catch (error) {
    // The folder was new or empty: remove what this run put there, so that no half backup is left.
    if (existed) for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { recursive: true })
    else fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }

  const key = reportKey(process.env, config.dataDir)
  console.log(`Backup complete: ${dir}`)
  console.log(
    `NOT in the backup: the whistleblower key (${key.where}${key.present ? '' : ', not created yet'}) ` +
      'and the Payload secret. Reports in this backup can only be read with that key: keep a copy of it ' +
      'apart from the backups (for example offline or in a password manager), never in the same place.',
  )
})

async function snapshotDatabase(config, file) {
  if (config.database === 'postgres') {
    const { url, env } = pgConnection(config.databaseUrl)
    // The rate-limit table (src/data/rateLimitStore.ts) holds hashed client keys for an hour: not for a backup.
    runPgTool('pg_dump', ['--format=custom', '--no-unlogged-table-data', '--file', file, url], env)
  } else {
    const client = createClient({ url: `file:${path.join(config.dataDir, DATABASE_FILES.sqlite)}` })
    try {
      await client.execute('PRAGMA busy_timeout = 5000')
      await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
    } finally {
      client.close()
    }
  }
  fs.chmodSync(file, 0o600)
  const { size } = fs.statSync(file)
  console.log(
    `  ${path.basename(file)}: ${size < 1e6 ? `${Math.ceil(size / 1e3)} kB` : `${(size / 1e6).toFixed(1)} MB`}`,
  )
}
