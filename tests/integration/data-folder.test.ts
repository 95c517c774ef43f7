import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const mode = (file: string) => fs.statSync(file).mode & 0o777

describe('data folder made by the first start (umask 022 in the test run)', () => {
  const dir = process.env.DATA_DIR!

  it('is readable by the site user only: folders 0700, database and secrets 0600', () => {
    for (const folder of [dir, path.join(dir, 'media'), path.join(dir, 'documents')])
      expect(mode(folder), folder).toBe(0o700)
    // With Postgres the database is the server's, not a file of the data folder.
    if (!process.env.DATABASE_URL) expect(mode(path.join(dir, 'site.db'))).toBe(0o600)
    expect(mode(path.join(dir, '.payload-secret'))).toBe(0o600)
  })
})
