import { describe, expect, it } from 'vitest'
import { WHISTLEBLOWER_REMINDER_DAYS } from '@/lib/constants'
import { addSiteDays, addSiteMonths } from '@/lib/siteTime'
import { newCaseNumber } from '@/lib/whistleblower/caseAccess'
import { caseDeadlines, pendingDeadlines } from '@/lib/whistleblower/caseDeadlines'
import { yearlyFigures } from '@/lib/whistleblower/yearlyFigures'

/**
 * The office's calendar is German time (Europe/Berlin): a case's number carries the year it arrived there, its
 * deadlines keep their hour across a change of daylight saving, and the figures count it in that same year.
 * Each instant below is written in UTC with its German time beside it.
 */
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const utc = (iso: string) => new Date(iso)
const german = (instant: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(instant)

describe('case numbers in German time', () => {
  it('31.12. 23:30 is still the old year, 01.01. 00:30 already the new one', () => {
    expect(newCaseNumber(utc('2025-12-31T22:30:00Z'))).toMatch(/^HS-2025-[0-9A-Z]{6}$/)
    // 01.01.2026 00:30 in Germany, still 2025 in UTC.
    expect(newCaseNumber(utc('2025-12-31T23:30:00Z'))).toMatch(/^HS-2026-[0-9A-Z]{6}$/)
    expect(newCaseNumber(utc('2026-12-31T22:59:59Z'))).toMatch(/^HS-2026-/)
    expect(newCaseNumber(utc('2026-12-31T23:00:00Z'))).toMatch(/^HS-2027-/)
  })
})

describe('deadlines in German time', () => {
  it('received 31.12.2025 23:30: acknowledge by 07.01.2026 23:30, feedback by 07.04.2026 23:30 (summer time)', () => {
    const dates = caseDeadlines({ receivedAt: utc('2025-12-31T22:30:00Z') })
    expect(german(dates.acknowledgeBy)).toBe('07.01.26, 23:30')
    expect(dates.acknowledgeBy.toISOString()).toBe('2026-01-07T22:30:00.000Z')
    expect(german(dates.feedbackBy)).toBe('07.04.26, 23:30')
    // Not 08.04. 00:30, where three months counted in UTC land.
    expect(dates.feedbackBy.toISOString()).toBe('2026-04-07T21:30:00.000Z')
  })

  it('across the last Sunday of March (29.03.2026): seven days of 23 hours’ difference, the hour kept', () => {
    // Sunday 22.03.2026 09:00 winter time → Sunday 29.03.2026 09:00 summer time.
    const receivedAt = utc('2026-03-22T08:00:00Z')
    const { acknowledgeBy } = caseDeadlines({ receivedAt })
    expect(german(acknowledgeBy)).toBe('29.03.26, 09:00')
    expect(acknowledgeBy.getTime() - receivedAt.getTime()).toBe(7 * DAY - HOUR)
    // Received on the night of the change itself: 29.03.2026 01:30 winter time → 05.04.2026 01:30.
    expect(german(caseDeadlines({ receivedAt: utc('2026-03-29T00:30:00Z') }).acknowledgeBy)).toBe(
      '05.04.26, 01:30',
    )
  })

  it('across the last Sunday of October (25.10.2026): a day of 25 hours, the hour kept', () => {
    // Sunday 18.10.2026 10:00 summer time → Sunday 25.10.2026 10:00 winter time.
    const receivedAt = utc('2026-10-18T08:00:00Z')
    const { acknowledgeBy, feedbackBy } = caseDeadlines({ receivedAt })
    expect(german(acknowledgeBy)).toBe('25.10.26, 10:00')
    expect(acknowledgeBy.getTime() - receivedAt.getTime()).toBe(7 * DAY + HOUR)
    expect(german(feedbackBy)).toBe('25.01.27, 10:00')
    // Three months from 31.07. 12:00 summer time: 31.10. 12:00 winter time.
    expect(german(addSiteMonths(utc('2026-07-31T10:00:00Z'), 3))).toBe('31.10.26, 12:00')
  })

  it('reminds the same number of calendar days ahead, whatever the clocks did in between', () => {
    // Acknowledged 10.01.2026 09:00 winter time: feedback due 10.04.2026 09:00 summer time.
    const acknowledgedAt = utc('2026-01-10T08:00:00Z')
    const [feedback] = pendingDeadlines(
      { status: 'acknowledged', receivedAt: utc('2026-01-09T08:00:00Z'), acknowledgedAt },
      acknowledgedAt,
    )
    expect(german(feedback.dueAt)).toBe('10.04.26, 09:00')
    expect(feedback.remindFrom).toEqual(addSiteDays(feedback.dueAt, -WHISTLEBLOWER_REMINDER_DAYS.feedback))
    // Two weeks before a deadline in the week after the change in March: still 09:00, in winter time.
    const march = addSiteDays(utc('2026-04-02T07:00:00Z'), -WHISTLEBLOWER_REMINDER_DAYS.feedback)
    expect(german(march)).toBe(
      `${String(2 - WHISTLEBLOWER_REMINDER_DAYS.feedback + 31).padStart(2, '0')}.03.26, 09:00`,
    )
  })
})

describe('figures in German time', () => {
  it('count a case of New Year’s night in the year of its case number', () => {
    const newYear = utc('2025-12-31T23:30:00Z') // 01.01.2026 00:30
    const oldYear = utc('2025-12-31T22:30:00Z') // 31.12.2025 23:30
    const cases = [
      { status: 'received' as const, receivedAt: newYear },
      { status: 'received' as const, receivedAt: oldYear },
    ]
    const now = utc('2026-02-01T12:00:00Z')
    expect(yearlyFigures(cases, 2026, now).received).toBe(1)
    expect(yearlyFigures(cases, 2025, now).received).toBe(1)
    expect(yearlyFigures(cases, 2026, now).months[0].received).toBe(1)
    expect(yearlyFigures(cases, 2025, now).months[11].received).toBe(1)
    expect(newCaseNumber(newYear).slice(3, 7)).toBe('2026')
    // 7 days after 23:30 on New Year's Eve, to the minute: acknowledged at 07.01. 23:30, in time.
    const acknowledged = {
      ...cases[1],
      status: 'acknowledged' as const,
      acknowledgedAt: utc('2026-01-07T22:30:00Z'),
    }
    expect(yearlyFigures([acknowledged], 2025, now).acknowledgedInTime).toBe(1)
  })
})
