import { describe, expect, it } from 'vitest'
import { daysOf, monthsUpTo, parseRange, presetRange, previousRange, weeksOf } from '@/lib/views/range'

const now = new Date('2026-11-26T10:00:00Z')

describe("the dashboard's date range", () => {
  it('is the last 30 days unless asked, and the range asked when it is valid', () => {
    expect(parseRange(undefined, undefined, now)).toEqual({ from: '2026-10-28', to: '2026-11-26' })
    expect(parseRange('2026-11-01', '2026-11-20', now)).toEqual({ from: '2026-11-01', to: '2026-11-20' })
    expect(parseRange(null, '2026-11-20', now)).toEqual({ from: '2026-10-22', to: '2026-11-20' })
  })

  it('refuses malformed, impossible, reversed, future and too long ranges', () => {
    for (const [from, to] of [
      ['2026-11-20', '2026-11-01'],
      ['2026-02-30', '2026-03-01'],
      ['gestern', '2026-11-01'],
      ['2026-11-01', '2026-11-27'],
      ['2020-01-01', '2026-11-01'],
    ])
      expect(parseRange(from, to, now), `${from}–${to}`).toBeNull()
  })

  it('knows the range before, its days and the 12 months up to its end', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    })
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
    const months = monthsUpTo('2026-11-26', 12)
    expect(months[0]).toBe('2025-12')
    expect(months[11]).toBe('2026-11')
    expect(months).toHaveLength(12)
  })

  it('splits into weeks from Monday to Sunday, newest first, cut to the range and to a number of weeks', () => {
    // 2026-11-26 is a Thursday, 2026-11-02 a Monday.
    expect(weeksOf({ from: '2026-11-05', to: '2026-11-26' }, 8)).toEqual([
      { from: '2026-11-23', to: '2026-11-26' },
      { from: '2026-11-16', to: '2026-11-22' },
      { from: '2026-11-09', to: '2026-11-15' },
      { from: '2026-11-05', to: '2026-11-08' },
    ])
    expect(weeksOf({ from: '2026-01-01', to: '2026-11-22' }, 2)).toEqual([
      { from: '2026-11-16', to: '2026-11-22' },
      { from: '2026-11-09', to: '2026-11-15' },
    ])
    expect(weeksOf({ from: '2026-11-23', to: '2026-11-23' }, 8)).toEqual([
      { from: '2026-11-23', to: '2026-11-23' },
    ])
  })
})

describe('the preset ranges', () => {
  // Wednesday 2 December 2026, 00:30 in Berlin (still 1 December in UTC).
  const now = new Date('2026-12-01T23:30:00Z')
  it('are whole days in German time: yesterday, 7 days, last week, 30 days, last month', () => {
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-12-01', to: '2026-12-01' })
    expect(presetRange('last7', now)).toEqual({ from: '2026-11-26', to: '2026-12-02' })
    expect(presetRange('lastWeek', now)).toEqual({ from: '2026-11-23', to: '2026-11-29' })
    expect(presetRange('last30', now)).toEqual({ from: '2026-11-03', to: '2026-12-02' })
    expect(presetRange('lastMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(presetRange('lastMonth', new Date('2027-01-15T12:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    })
  })
})
