import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../scripts/bench-support'
import { fetchSolvedHumanCheck } from '../support/humanCheck'
import { copyBuild, healthy, startSite, stopSite } from '../support/siteCopy'
import { expect, test } from './fixtures'

/**
 * An operator's backup and restore with the production server itself, on its own data folder and a copy of
 * the build (its caches are its own): what visitors are served after a restore, the reports readable with
 * the reporter's code, and a start refused when the server key that still holds the case is missing or another one.
 */
const COPY = '.next-e2e-restore'
const ADMIN = { email: 'betrieb@sekundenwerk.example', password: 'Sicherung-2026!' }

async function newsList(base: string): Promise<{ id: number; title: string }[]> {
  const response = await fetch(`${base}/api/NewsSelectGridPublic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lang: 'de' }),
  })
  return response.json()
}

function run(script: string, dataDir: string, dir: string): string {
  const result = spawnSync(process.execPath, [script, dir], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  })
  expect(result.status, result.stdout + result.stderr).toBe(0)
  return result.stdout
}

test('backup, wipe, restore: visitors get the restored content, not the cache of the database before; a report opens with its code; a missing or other server key stops the start', async () => {
  test.setTimeout(300_000)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-restore-'))
  const dataDir = path.join(work, 'data')
  const backup = path.join(work, 'backup')
  const keyFile = path.join(dataDir, '.whistleblower-key')
  copyBuild(COPY)
  const port = await freePort()
  const base = `http://localhost:${port}`
  let site = startSite(COPY, dataDir, port, ADMIN)
  try {
    // A production start on an empty folder with SEED_SAMPLE_CONTENT=1: the sample site, no TypeScript runner.
    await healthy(base, site)
    const [first] = await newsList(base)
    expect(await (await fetch(`${base}/aktuelles/news`)).text()).toContain(first.title)

    const sent = await fetch(`${base}/api/EmailHinweisgeberschutzSend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: 'Vor der Sicherung',
        message: 'Ein Hinweis, der Sicherung und Rücksicherung übersteht.',
        gRecaptchaResponse: await fetchSolvedHumanCheck(base, 'whistleblower'),
      }),
    })
    expect(sent.status).toBe(201)
    const { caseNumber, accessCode } = await sent.json()

    const backupOutput = run('scripts/backup.mjs', dataDir, backup)
    expect(backupOutput).toContain('NOT in the backup: the whistleblower key')
    expect(fs.existsSync(path.join(backup, '.whistleblower-key'))).toBe(false)

    // An edit after the backup: the page cache now holds it.
    const login = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = await login.json()
    const edited = `Nach der Sicherung geändert ${crypto.randomUUID()}`
    const patched = await fetch(`${base}/cms-api/news/${first.id}?locale=de`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ title: edited }),
    })
    expect(patched.status).toBe(200)
    await expect.poll(async () => (await fetch(`${base}/aktuelles/news`)).text()).toContain(edited)
    await stopSite(site)

    // The data folder is lost but for the key, kept apart; the backup comes back.
    for (const name of fs.readdirSync(dataDir))
      if (name !== '.whistleblower-key') fs.rmSync(path.join(dataDir, name), { recursive: true })
    run('scripts/restore.mjs', dataDir, backup)

    site = startSite(COPY, dataDir, port, ADMIN)
    await healthy(base, site)
    const page = await (await fetch(`${base}/aktuelles/news`)).text()
    expect(page).toContain(first.title)
    expect(page).not.toContain(edited)
    expect((await newsList(base))[0].title).toBe(first.title)
    const opened = await fetch(`${base}/api/whistleblower/case`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ caseNumber, accessCode }),
    })
    expect(opened.status).toBe(200)
    expect((await opened.json()).subject).toBe('Vor der Sicherung')
    await stopSite(site)

    // The office has no member yet, so the server key still holds the case for it: without that key, or with
    // another one, the site refuses to start and says why.
    const key = fs.readFileSync(keyFile, 'utf8')
    fs.rmSync(keyFile)
    site = startSite(COPY, dataDir, port, ADMIN)
    expect(await site.exited).toBe(78)
    expect(site.output()).toContain(
      "holds whistleblower reports sealed with the server's key, but the key is missing",
    )
    expect(fs.existsSync(keyFile)).toBe(false)

    fs.writeFileSync(keyFile, crypto.randomBytes(32).toString('base64'), { mode: 0o600 })
    site = startSite(COPY, dataDir, port, ADMIN)
    expect(await site.exited).toBe(78)
    expect(site.output()).toContain('does not open the reports')
    fs.writeFileSync(keyFile, key, { mode: 0o600 })
  } finally {
    if (site.process.exitCode === null) await stopSite(site)
    fs.rmSync(COPY, { recursive: true, force: true })
    fs.rmSync(work, { recursive: true, force: true })
  }
})
