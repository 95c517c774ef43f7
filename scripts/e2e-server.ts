/**
 * The server Playwright tests run against: the production build (in its own .next-e2e folder, so a running
 * site's cache never mixes in) on a fresh temporary DATA_DIR with the sample content. With `--build-only` it
 * makes the build and stops: scripts/test.sh builds that way beside the other checks, so that the browser
 * tests find the build current when they start.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

const port = process.env.E2E_PORT || '3100'
const buildOnly = process.argv.includes('--build-only')
// scripts/test.sh names one folder for the build step and the server: the build seeds it (prerendering needs the
// content) and the server then starts on it, as `npm start` does, instead of seeding a second one (over a minute).
const sharedDataDir = process.env.E2E_DATA_DIR
const dataDir = sharedDataDir || fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-e2e-'))
/** Written once the folder holds the sample content and the test accounts. */
const prepared = path.join(dataDir, '.e2e-prepared')
process.env.DATA_DIR = dataDir
process.env.NEXT_DIST_DIR = '.next-e2e'
process.env.SITE_URL = `http://localhost:${port}`
// The first editor, as an operator would create it on first start (see docs/operations.md).
process.env.ADMIN_EMAIL = 'admin@sekundenwerk.example'
process.env.ADMIN_PASSWORD = 'e2e-Verwaltung-2026'
// Form tests send many submissions from one address; a cheaper proof of work keeps them quick (still solved).
process.env.FORM_RATE_LIMIT_PER_MINUTE ||= '600'
process.env.FORM_RATE_LIMIT_PER_HOUR ||= '10000'
process.env.CAPTCHA_COST_COUNTER_MAX ||= '5000'
// Visitor counts reach the database within a fraction of a second, so a test need not wait five.
process.env.VIEW_FLUSH_MS ||= '300'
const say = (message: string) => console.log(`[e2e-server] ${message}`)

/**
 * The reporting office's first member (tests/e2e/office.ts), there before any test runs, with the password
 * they chose themselves: every office member a test creates is granted by this one. Two editors, so that
 * tests of the editors' work need not share the administrator's sessions, nor each other's; and a second
 * administrator for the tests that manage accounts over the API.
 */
async function createStaff(payload: Payload) {
  const {
    ACCOUNTS_ADMIN,
    APPLICATIONS_ADMIN,
    APPLICATIONS_EDITOR,
    APPLICATIONS_OFFICE,
    ASSETS_EDITOR,
    DESK_ADMIN,
    DESK_EDITOR,
    DESK_OFFICE,
    EDITOR,
    EVIDENCE_ADMIN,
    EVIDENCE_EDITOR,
    EVIDENCE_OFFICE,
    HR_LEAD,
    KEYS_ADMIN,
    KEYS_ADMIN_2,
    MEMBERS_ADMIN,
    OFFICE_LEAD,
    PARTIAL_HR,
    PARTIAL_OFFICE,
    READS_EDITOR,
    READS_HR,
    READS_OFFICE,
    REDIRECTS_EDITOR,
    SAFETY_EDITOR,
    SEES_EDITOR,
    STAFF_ADMIN,
    VIEWS_EDITOR,
    VIEWS_SCREEN_EDITOR,
    WALK_EDITOR,
  } = await import('../tests/e2e/officeLead')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...OFFICE_LEAD, name: 'Leitung Meldestelle', roles: ['reporting-office'] },
  })
  // The first sign-in sets up the member's key and the office's recovery key. Done here, once, so every test
  // finds the office set up, whichever worker signs in first.
  await payload.login({ collection: 'users', data: OFFICE_LEAD })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...EDITOR, name: 'Redaktion', roles: ['editor'] },
  })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...ASSETS_EDITOR, name: 'Redaktion Seitenbilder', roles: ['editor'] },
  })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...WALK_EDITOR, name: 'Redaktion Rundgang', roles: ['editor'] },
  })
  for (const [account, name] of [
    [VIEWS_EDITOR, 'Redaktion Besucherzahlen'],
    [VIEWS_SCREEN_EDITOR, 'Redaktion Besucherzahlen Ansicht'],
    [SAFETY_EDITOR, 'Redaktion Sicherheit'],
    [SEES_EDITOR, 'Redaktion Ansicht'],
  ] as const)
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { ...account, name, roles: ['editor'] },
    })
  // HR's first member, as the office's: the first sign-in sets up their key and HR's recovery key.
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...HR_LEAD, name: 'Leitung Personal', roles: ['hr'] },
  })
  await payload.login({ collection: 'users', data: HR_LEAD })
  for (const [account, name] of [
    [ACCOUNTS_ADMIN, 'Kontenverwaltung'],
    [KEYS_ADMIN, 'Verwaltung Schlüsseltests'],
    [KEYS_ADMIN_2, 'Zweite Verwaltung Schlüsseltests'],
    [MEMBERS_ADMIN, 'Verwaltung Mitgliedertests'],
    [STAFF_ADMIN, 'Verwaltung Anmeldetests'],
  ] as const)
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { ...account, name, roles: ['admin'] },
    })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...APPLICATIONS_ADMIN, name: 'Verwaltung Bewerbungstests', roles: ['admin'] },
  })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...APPLICATIONS_EDITOR, name: 'Redaktion Bewerbungstests', roles: ['editor'] },
  })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...EVIDENCE_ADMIN, name: 'Verwaltung Anhangtests', roles: ['admin'] },
  })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...EVIDENCE_EDITOR, name: 'Redaktion Anhangtests', roles: ['editor'] },
  })
  // A member of the office as the first member's grant makes one; their sign-in sets up their own key.
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context: { deskGrant: 'whistleblower' },
    data: { ...APPLICATIONS_OFFICE, name: 'Meldestelle Bewerbungstests', roles: ['reporting-office'] },
  })
  await payload.login({ collection: 'users', data: APPLICATIONS_OFFICE })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context: { deskGrant: 'whistleblower' },
    data: { ...EVIDENCE_OFFICE, name: 'Meldestelle Anhangtests', roles: ['reporting-office'] },
  })
  await payload.login({ collection: 'users', data: EVIDENCE_OFFICE })
  // The case desk's tests: an admin and an editor who must be refused, and a member who records cases.
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...DESK_ADMIN, name: 'Verwaltung Erfassungstests', roles: ['admin'] },
  })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...DESK_EDITOR, name: 'Redaktion Erfassungstests', roles: ['editor'] },
  })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context: { deskGrant: 'whistleblower' },
    data: { ...DESK_OFFICE, name: 'Meldestelle Erfassungstests', roles: ['reporting-office'] },
  })
  await payload.login({ collection: 'users', data: DESK_OFFICE })
  // Members who sign in first during the tests (tests/e2e/desk-access.spec.ts): they hold only what comes later.
  for (const [account, name, desk] of [
    [PARTIAL_OFFICE, 'Meldestelle teilweise', 'whistleblower'],
    [PARTIAL_HR, 'Personal teilweise', 'applications'],
  ] as const)
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      context: { deskGrant: desk },
      data: { ...account, name, roles: [desk === 'whistleblower' ? 'reporting-office' : 'hr'] },
    })
  // What strangers and other desks may read (tests/e2e/stranger-reads.spec.ts), and the redirect tests' editor.
  for (const [account, name] of [
    [READS_EDITOR, 'Redaktion Lesetests'],
    [REDIRECTS_EDITOR, 'Redaktion Weiterleitungstests'],
  ] as const)
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { ...account, name, roles: ['editor'] },
    })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context: { deskGrant: 'applications' },
    data: { ...READS_HR, name: 'Personal Lesetests', roles: ['hr'] },
  })
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    context: { deskGrant: 'whistleblower' },
    data: { ...READS_OFFICE, name: 'Meldestelle Lesetests', roles: ['reporting-office'] },
  })
  await payload.login({ collection: 'users', data: READS_OFFICE })
}

async function main() {
  const { setupData } = await import('./setup-data')
  const { buildIfNeeded } = await import('./build-if-needed')
  const { copySeedTemplate } = await import('../tests/support/seedTemplate')
  if (fs.existsSync(prepared)) say(`data directory ${dataDir}, prepared by the build step`)
  else {
    if (copySeedTemplate(dataDir)) say(`data directory ${dataDir}: a copy of the run's seeded template`)
    await setupData(say, createStaff)
    fs.writeFileSync(prepared, '')
  }
  buildIfNeeded(say)
  if (buildOnly) {
    if (!sharedDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    return
  }
  const server = spawn(process.execPath, [path.join('.next-e2e', 'site-server.mjs')], {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', PORT: port },
  })
  // The server's output also goes to E2E_SERVER_LOG, where tests look for what a request made it log.
  const log = process.env.E2E_SERVER_LOG ? fs.createWriteStream(process.env.E2E_SERVER_LOG) : null
  server.stdout!.on('data', (chunk: Buffer) => (process.stdout.write(chunk), log?.write(chunk)))
  server.stderr!.on('data', (chunk: Buffer) => (process.stderr.write(chunk), log?.write(chunk)))
  const stop = () => {
    server.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  server.on('exit', (code) => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(code ?? 1)
  })
}

main().catch((error) => {
  console.error('[e2e-server] failed:', error)
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(1)
})
