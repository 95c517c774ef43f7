import { describe, expect, it, vi } from 'vitest'
import { healthAnswer } from '@/lib/health'

describe('health answer', () => {
  it('is 200 with what the check found, never cached', async () => {
    const response = await healthAnswer(async () => ({ ok: true, undeliveredMail: { count: 2 } }))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ ok: true, undeliveredMail: { count: 2 } })
  })

  it('is 503 when the database cannot be reached, logged as a warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await healthAnswer(async () => {
      throw new Error('SQLITE_CANTOPEN')
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ ok: false, error: 'database not reachable' })
    expect(warn).toHaveBeenCalledOnce()
    expect(error).not.toHaveBeenCalled()
    warn.mockRestore()
    error.mockRestore()
  })
})
