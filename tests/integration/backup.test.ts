import { caseContext } from '@/lib/whistleblower/vault'
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyAccessCode } from '@/lib/whistleblower/caseAccess'
import { openText } from '@/lib/sealed/valueSealing'
import { unwrapWithKey } from '@/lib/sealed/keyWrap'

/**
 * `npm run backup` and `npm run restore` on a copy of the shared data folder (the shared one stays as the
 * other files expect it): a report and a cache-identity row are added, the copy is backed up while Payload
 * holds it open, wiped, and restored after Payload let go of it.
 */
const shared = process.env.DATA_DIR!
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-backup-'))
const dataDir = path.join(root, 'data')
const backupDir = path.join(root, 'backup')
const keyFile = path.join(dataDir, '.whistleblower-key')

const mode = (file: string) => fs.statSync(file).mode & 0o777

/** Runs scripts/<name>.mjs as an operator would, on the copy: no WHISTLEBLOWER_KEY, SQLite. */
function run(name: 'backup' | 'restore', dir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, WHISTLEBLOWER_KEY: undefined, DATABASE_URL: undefined }
  return spawnSync(process.execPath, [path.resolve('scripts', `${name}.mjs`), dir], { env, encoding: 'utf8' })
}

/** Every file under `dir`, by path relative to it. */
function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
}

function uploads(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {}
  for (const folder of ['media', 'documents', 'applications', 'whistleblower-files']) {
    if (!fs.existsSync(path.join(dir, folder))) continue
    for (const file of files(path.join(dir, folder))) {
      const bytes = fs.readFileSync(path.join(dir, folder, file))
      hashes[`${folder}/${file}`] = crypto.createHash('sha256').update(bytes).digest('hex')
    }
  }
  return hashes
}

async function query(database: string, sql: string, args: string[] = []) {
  const client = createClient({ url: `file:${database}` })
  try {
    return (await client.execute({ sql, args })).rows
  } finally {
    client.close()
  }
}

const count = async (table: string) =>
  Number((await query(path.join(dataDir, 'site.db'), `SELECT count(*) AS n FROM ${table}`))[0].n)

// A Postgres run of the integration tests has no SQLite file to copy; the scripts' Postgres path (pg_dump,
// pg_restore) needs a database of its own and is not exercised here.
describe.skipIf(Boolean(process.env.DATABASE_URL?.startsWith('postgres')))('backup and restore', () => {
  const before = {
    news: 0,
    documents: 0,
    uploads: {} as Record<string, string>,
    key: '',
    secret: '',
    caseNumber: '',
    accessCode: '',
    caseFile: '',
  }
  const marker = `B${Date.now()}`

  beforeAll(async () => {
    // A consistent copy of the shared database (other files' connections may just be closing), then the rest.
    fs.mkdirSync(dataDir, { mode: 0o700 })
    await query(path.join(shared, 'site.db'), 'VACUUM INTO ?', [path.join(dataDir, 'site.db')])
    fs.cpSync(shared, dataDir, { recursive: true, filter: (from) => !/site\.db/.test(path.basename(from)) })

    // The data layer (and Payload) of this process works on the copy from here on.
    process.env.DATA_DIR = dataDir
    const { storeWhistleblowerReport } = await import('@/data/whistleblower/reports')
    const stored = await storeWhistleblowerReport(
      { subject: `Betreff ${marker}`, message: `Hinweis ${marker}`, name: `Name ${marker}` },
      `backup-test-${marker}`,
    )
    before.caseNumber = stored.caseNumber
    before.accessCode = stored.accessCode
    const { caseFileContext, caseFileStore, newStoredName } = await import('@/lib/whistleblower/caseFiles')
    before.caseFile = newStoredName()
    await caseFileStore().put(
      before.caseFile,
      Readable.from([Buffer.from(`Anhang ${marker}`)]),
      crypto.randomBytes(32),
      caseFileContext(before.caseFile),
    )
    await query(
      path.join(dataDir, 'site.db'),
      `INSERT INTO payload_kv (key, data) VALUES ('cache-identity', ?)
       ON CONFLICT (key) DO UPDATE SET data = excluded.data`,
      [JSON.stringify({ state: marker })],
    )
    before.news = await count('news')
    before.documents = await count('documents')
    before.uploads = uploads(dataDir)
    before.key = fs.readFileSync(keyFile, 'utf8')
    before.secret = fs.readFileSync(path.join(dataDir, '.payload-secret'), 'utf8')
  })

  afterAll(() => {
    process.env.DATA_DIR = shared
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('backs up while the site holds the database open, without the key, readable by the owner only', async () => {
    const result = run('backup', backupDir)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/NOT in the backup: the whistleblower key/)
    expect(result.stdout).toContain(keyFile)

    const names = files(backupDir)
    expect(names.some((f) => /whistleblower-key|payload-secret/.test(f))).toBe(false)
    const key = Buffer.from(before.key.trim())
    for (const file of names)
      expect(fs.readFileSync(path.join(backupDir, file)).includes(key), file).toBe(false)
    for (const file of names) expect(mode(path.join(backupDir, file)), file).toBe(0o600)
    for (const folder of ['', 'media', 'documents', 'applications', 'whistleblower-files'])
      expect(mode(path.join(backupDir, folder))).toBe(0o700)

    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'backup.json'), 'utf8'))
    expect(manifest).toMatchObject({ database: 'sqlite' })
    expect(Date.parse(manifest.createdAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(manifest.files).toEqual({
      media: Object.keys(before.uploads).filter((f) => f.startsWith('media/')).length,
      documents: Object.keys(before.uploads).filter((f) => f.startsWith('documents/')).length,
      applications: Object.keys(before.uploads).filter((f) => f.startsWith('applications/')).length,
      'whistleblower-files': Object.keys(before.uploads).filter((f) => f.startsWith('whistleblower-files/'))
        .length,
    })
    // A case's file is in the backup, sealed: its words are not.
    const caseFiles = fs.readdirSync(path.join(backupDir, 'whistleblower-files'))
    expect(caseFiles).toContain(before.caseFile)
    for (const file of caseFiles)
      expect(
        fs.readFileSync(path.join(backupDir, 'whistleblower-files', file)).includes(`Anhang ${marker}`),
      ).toBe(false)
    expect(manifest.files.media).toBeGreaterThan(0)
    // The snapshot holds what the running site had committed.
    const snapshot = path.join(backupDir, 'site.db')
    const reports = 'SELECT id FROM whistleblower_reports WHERE case_number = ?'
    expect(await query(snapshot, reports, [before.caseNumber])).toHaveLength(1)
    expect(await query(snapshot, "SELECT id FROM payload_kv WHERE key = 'cache-identity'")).toHaveLength(1)
  })

  it('refuses a target folder that is not empty and leaves it as it was', () => {
    const listing = files(backupDir).sort()
    const manifest = fs.readFileSync(path.join(backupDir, 'backup.json'))
    const result = run('backup', backupDir)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/exists and is not empty/)
    expect(files(backupDir).sort()).toEqual(listing)
    expect(fs.readFileSync(path.join(backupDir, 'backup.json'))).toEqual(manifest)
  })

  it('restores into a wiped data folder after the site stopped; the key still opens the report', async () => {
    // "Stop the site": Payload lets go of the database (destroy() leaves the SQLite client open).
    const { payloadClient } = await import('@/data/payload')
    const payload = await payloadClient()
    await payload.destroy()
    ;(payload.db as unknown as { client: { close(): void } }).client.close()
    for (const name of fs.readdirSync(dataDir)) {
      if (/^(site\.db.*|media|documents|applications)$/.test(name))
        fs.rmSync(path.join(dataDir, name), { recursive: true })
    }

    const result = run('restore', backupDir)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/site must be stopped/)

    expect(await count('news')).toBe(before.news)
    expect(await count('documents')).toBe(before.documents)
    expect(uploads(dataDir)).toEqual(before.uploads)
    expect(fs.readdirSync(dataDir).sort()).toEqual(
      [
        '.payload-secret',
        '.whistleblower-key',
        'applications',
        'documents',
        'media',
        'site.db',
        'whistleblower-files',
      ].sort(),
    )
    expect(mode(dataDir)).toBe(0o700)
    expect(mode(path.join(dataDir, 'site.db'))).toBe(0o600)
    for (const folder of ['media', 'documents', 'applications', 'whistleblower-files'])
      expect(mode(path.join(dataDir, folder))).toBe(0o700)
    // The secrets were left alone.
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(before.key)
    expect(fs.readFileSync(path.join(dataDir, '.payload-secret'), 'utf8')).toBe(before.secret)
    // The next start must not trust a cache filled from another database state.
    const identity = "SELECT id FROM payload_kv WHERE key = 'cache-identity'"
    expect(await query(path.join(dataDir, 'site.db'), identity)).toHaveLength(0)

    // The restored report opens as the reporter opens it: the code gives the key that opens the case key.
    const db = path.join(dataDir, 'site.db')
    const [report] = await query(
      db,
      'SELECT id, access_code_hash, subject_sealed, message_sealed, name_sealed FROM whistleblower_reports WHERE case_number = ?',
      [before.caseNumber],
    )
    const [wrap] = await query(
      db,
      "SELECT wrapped FROM whistleblower_keys WHERE report_id = ? AND holder = 'reporter'",
      [String(report.id)],
    )
    const reporterKey = await verifyAccessCode(before.accessCode, String(report.access_code_hash))
    const caseKey = unwrapWithKey(
      String(wrap.wrapped),
      reporterKey!,
      `case-key|${before.caseNumber}|reporter|`,
    )
    const open = (field: string) =>
      openText(caseKey, String(report[`${field}_sealed`]), caseContext(before.caseNumber, field))
    expect(open('subject')).toBe(`Betreff ${marker}`)
    expect(open('message')).toBe(`Hinweis ${marker}`)
    expect(open('name')).toBe(`Name ${marker}`)
  })

  it('warns when the key that opens the restored reports is missing, and refuses a folder that is no backup', () => {
    const aside = path.join(root, 'key-aside')
    fs.renameSync(keyFile, aside)
    try {
      const result = run('restore', backupDir)
      expect(result.status).toBe(0)
      expect(result.stderr).toMatch(/Warning: there is no whistleblower key/)
      expect(result.stderr).toMatch(/can only be opened with the original key/)
    } finally {
      fs.renameSync(aside, keyFile)
    }

    const empty = fs.mkdtempSync(path.join(root, 'empty-'))
    const refused = run('restore', empty)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/backup\.json is missing/)
  })
})
