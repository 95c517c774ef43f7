import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { tieCachesToDatabase } from '@/data/cacheIdentity'
import { createLocalReq } from 'payload'
import { prepareReportKeys } from '@/data/whistleblower/keys'
import { storeWhistleblowerReport } from '@/data/whistleblower/reports'
import { keyedMembers } from '@/data/sealed/deskVault'
import { OFFICE } from '@/lib/whistleblower/vault'
import { payload } from './helpers'

describe('caches tied to the database they were filled from', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'))
  const cached = ['cache/fetch-cache/entry', 'cache/images/entry', 'server/route-cache/APP_PAGE/page.html']
  const fill = () =>
    cached.forEach((file) => {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
      fs.writeFileSync(path.join(dist, file), 'from some database')
    })
  const present = () => cached.filter((file) => fs.existsSync(path.join(dist, file)))

  it('empties data, page and image caches of another database, keeps those of its own', async () => {
    fill()
    expect(await tieCachesToDatabase(dist)).toBe(true)
    expect(present()).toEqual([])

    fill()
    expect(await tieCachesToDatabase(dist)).toBe(false)
    expect(present()).toEqual(cached)

    // A restore removes the identity (scripts/restore.mjs): the database is another one now.
    await (await payload()).kv.delete('cache-identity')
    expect(await tieCachesToDatabase(dist)).toBe(true)
    expect(present()).toEqual([])
  })
})

describe('the server key at start: needed only while it holds cases', () => {
  const keyFile = path.join(process.env.DATA_DIR!, '.whistleblower-key')
  let key: string

  beforeAll(async () => {
    // No member of the reporting office has a key yet in this database (the office's tests come later).
    expect(await keyedMembers(OFFICE, await createLocalReq({}, await payload()))).toEqual([])
    await storeWhistleblowerReport(
      { subject: 'Schlüsselprüfung', message: 'Eine Meldung, die nur der richtige Schlüssel öffnet.' },
      `key-check-${crypto.randomUUID()}`,
    )
    key = fs.readFileSync(keyFile, 'utf8')
  })

  it('passes with the key the cases are held with, and says it is still needed', async () => {
    await expect(prepareReportKeys()).resolves.toEqual({ resealed: 0, moved: 0, serverKeyNeeded: true })
  })

  it('refuses, naming the key file, when the key is missing, and makes no new one', async () => {
    fs.rmSync(keyFile)
    try {
      await expect(prepareReportKeys()).rejects.toThrow(
        /sealed with the server's key, but the key is missing .*\.whistleblower-key/,
      )
      expect(fs.existsSync(keyFile)).toBe(false)
    } finally {
      fs.writeFileSync(keyFile, key, { mode: 0o600 })
    }
  })

  it('refuses when the key is another one', async () => {
    fs.writeFileSync(keyFile, crypto.randomBytes(32).toString('base64'))
    try {
      await expect(prepareReportKeys()).rejects.toThrow(/does not open the reports/)
    } finally {
      fs.writeFileSync(keyFile, key, { mode: 0o600 })
    }
    await expect(prepareReportKeys()).resolves.toMatchObject({ serverKeyNeeded: true })
  })
})
