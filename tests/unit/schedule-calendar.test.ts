import { describe, expect, it } from 'vitest'
import { calendarDay, calendarEnd, calendarStart, calendarWeeks, dayOf } from '@/admin/scheduleCalendar'

describe('the calendar of scheduled changes', () => {
  it('starts on the Monday of this week and puts each change on its German day', () => {
    // Wednesday 25 November 2026, late evening in Berlin.
    const now = new Date('2026-11-25T21:30:00Z')
    const late = { at: '2026-11-29T23:30:00Z', title: 'just after midnight in Berlin: Monday' }
    const sunday = { at: '2026-11-29T10:00:00Z', title: 'Sunday' }
    const weeks = calendarWeeks([late, sunday], now, 2)
    expect(weeks).toHaveLength(2)
    expect(weeks[0][0].day).toBe('2026-11-23')
    expect(weeks[0][6]).toEqual({ day: '2026-11-29', entries: [sunday] })
    expect(weeks[1][0]).toEqual({ day: '2026-11-30', entries: [late] })
    expect(weeks[1][6].day).toBe('2026-12-06')
  })

  it('crosses the change to winter time without losing or doubling a day', () => {
    const weeks = calendarWeeks([], new Date('2026-10-21T10:00:00Z'), 2)
    expect(weeks.flat().map((day) => day.day.slice(8))).toEqual([
      '19',
      '20',
      '21',
      '22',
      '23',
      '24',
      '25',
      '26',
      '27',
      '28',
      '29',
      '30',
      '31',
      '01',
    ])
    expect(dayOf('2026-10-24T22:30:00Z')).toBe('2026-10-25')
  })

  it('pages on past six weeks: from the Monday of any day asked for, over the right instants', () => {
    const now = new Date('2026-11-25T10:00:00Z')
    const weeks = calendarWeeks([{ at: '2027-01-11T09:00:00Z' }], now, 6, '2027-01-06')
    expect(weeks[0][0].day).toBe('2027-01-04')
    expect(weeks[1][0].entries).toHaveLength(1)
    expect(calendarStart('2027-01-06').toISOString()).toBe('2027-01-03T00:00:00.000Z')
    expect(calendarEnd('2027-01-06').toISOString()).toBe('2027-02-16T00:00:00.000Z')
  })

  it('takes only a real day from the address', () => {
    expect(calendarDay('2027-01-06')).toBe('2027-01-06')
    for (const value of ['2027-02-30', '2027-1-6', 'heute', undefined, ['2027-01-06']])
      expect(calendarDay(value)).toBeNull()
  })
})
