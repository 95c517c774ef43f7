import { describe, expect, it, vi } from 'vitest'
import { ApiError, handle, json } from '@/lib/api'
import { isOutOfSpace, logOutOfSpace } from '@/lib/storageFull'

/** Errors as the layers below throw them when the disk, the database or the bucket is full. */
const full = {
  disk: Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
  sqlite: Object.assign(new Error('SQLITE_FULL: database or disk is full'), { code: 'SQLITE_FULL' }),
  wrapped: new Error('Failed query: insert into "whistleblower_reports"', {
    cause: Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }),
  }),
  postgres: Object.assign(new Error('could not extend file "base/16384/2619": No space left on device'), { code: '53100' }),
  bucket: Object.assign(new Error('Storage backend has reached its minimum free drive threshold.'), {
    name: 'XMinioStorageFull',
    $metadata: { httpStatusCode: 507 },
  }),
}

describe('out of space', () => {
  it('is recognised from the disk, SQLite (also wrapped by the ORM), Postgres and a bucket', () => {
    for (const [where, error] of Object.entries(full)) expect(isOutOfSpace(error), where).toBe(true)
    expect(isOutOfSpace(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed'))).toBe(false)
    expect(isOutOfSpace(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }))).toBe(false)
  })

  it('answers 507 saying nothing was stored, logged once a minute, never a stack trace', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const thrown of [...Object.values(full), full.sqlite, full.disk]) {
        const response = await handle(async () => {
          throw thrown
        }, 'a test')
        expect(response.status).toBe(507)
        expect((await response.json()).error).toMatch(/nothing was stored/)
      }
      const lines = error.mock.calls.map((call) => call.join(' '))
      expect(lines.length).toBeLessThanOrEqual(1)
      expect(lines.join('\n')).not.toMatch(/\n\s+at /)
      // A minute later it is told again, with how often it happened meanwhile.
      logOutOfSpace('a test', Date.now() + 61_000)
      expect(error.mock.calls.at(-1)?.join(' ')).toMatch(/more since the last notice/)
      // Other failures stay what they were.
      expect((await handle(async () => json({ ok: true }))).status).toBe(200)
      expect((await handle(async () => { throw new ApiError(413, 'too large') })).status).toBe(413)
    } finally {
      error.mockRestore()
    }
  })
})
