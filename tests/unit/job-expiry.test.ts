import { describe, expect, it } from 'vitest'
import { isJobOpen, jobClosesAt, jobValidThrough } from '@/lib/jobExpiry'

describe('job expiry (fixed clock)', () => {
  it('closes at midnight in Germany at the end of the end date, winter and summer', () => {
    expect(jobClosesAt('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z')
    expect(jobClosesAt('2026-07-15').toISOString()).toBe('2026-07-15T22:00:00.000Z')
    // The night clocks go back (25 Oct 2026): midnight after the 25th is in winter time.
    expect(jobClosesAt('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z')
    expect(jobClosesAt('2026-03-28').toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(jobClosesAt('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z')
  })

  it('is open through its whole end date and closed a moment later', () => {
    const job = { enddate: '2026-11-30' }
    expect(isJobOpen(job, new Date('2026-11-30T22:59:59.999Z'))).toBe(true)
    expect(isJobOpen(job, new Date('2026-11-30T23:00:00.000Z'))).toBe(false)
    expect(isJobOpen(job, new Date('2027-01-01T00:00:00Z'))).toBe(false)
  })

  it('keeps a job without end date open', () => {
    expect(isJobOpen({ enddate: null }, new Date('2099-01-01T00:00:00Z'))).toBe(true)
  })

  it('names the last second of the end date with its offset as validThrough', () => {
    expect(jobValidThrough('2026-12-31')).toBe('2026-12-31T23:59:59+01:00')
    expect(jobValidThrough('2026-07-15')).toBe('2026-07-15T23:59:59+02:00')
  })
})
