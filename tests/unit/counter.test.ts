import { describe, expect, it } from 'vitest'
import { COUNTER_START } from '@/lib/constants'
import { elapsedSince, formatCount } from '@/lib/counter'

const start = new Date(COUNTER_START)

describe('elapsedSince (home counter)', () => {
  it('counts from 7 Feb 1983, midnight German time', () => {
    expect(start.toISOString()).toBe('1983-02-06T23:00:00.000Z')
  })

  it('is zero at the start and never negative', () => {
    expect(elapsedSince(start, start)).toEqual({ seconds: 0, days: 0, years: 0 })
    expect(elapsedSince(start, new Date('1980-01-01T00:00:00Z'))).toEqual({ seconds: 0, days: 0, years: 0 })
  })

  it('counts whole seconds and days', () => {
    const later = new Date(start.getTime() + 2 * 86_400_000 + 3_599_999)
    expect(elapsedSince(start, later)).toEqual({ seconds: 2 * 86_400 + 3_599, days: 2, years: 0 })
  })

  it('takes years as the calendar-year difference', () => {
    // One day before the anniversary already counts the new calendar year.
    expect(elapsedSince(start, new Date('2026-01-01T12:00:00+01:00')).years).toBe(43)
    expect(elapsedSince(start, new Date('2025-12-31T12:00:00+01:00')).years).toBe(42)
  })

  it('matches a known instant', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    const { seconds, days } = elapsedSince(start, now)
    expect(seconds).toBe((now.getTime() - start.getTime()) / 1000)
    expect(days).toBe(Math.floor(seconds / 86_400))
    expect(days).toBe(15_994)
  })
})

describe('formatCount (home counter)', () => {
  it('groups thousands as de-DE and en-GB do', () => {
    for (const value of [0, 7, 999, 1000, 15_994, 123_456, 1_381_234_567, 2 ** 40]) {
      expect([value, formatCount(value, 'de')]).toEqual([value, new Intl.NumberFormat('de-DE').format(value)])
      expect([value, formatCount(value, 'en')]).toEqual([value, new Intl.NumberFormat('en-GB').format(value)])
    }
  })
})
