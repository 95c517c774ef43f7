import { describe, expect, it } from 'vitest'
import { figuresCsv } from '@/lib/whistleblower/figureRows'
import { parseSiteLocal, siteInstant, siteLocalString, siteYearMonth } from '@/lib/siteTime'
import { median, yearlyFigures, type FigureCase } from '@/lib/whistleblower/yearlyFigures'

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2027-03-01T12:00:00Z')
const days = (from: string, count: number) => new Date(new Date(from).getTime() + count * DAY).toISOString()

const web = (receivedAt: string, more: Partial<FigureCase> = {}): FigureCase => ({
  channel: 'web',
  status: 'received',
  receivedAt,
  ...more,
})

describe('German wall-clock time', () => {
  it('reads a datetime-local value as German time, summer and winter', () => {
    expect(parseSiteLocal('2026-07-01T10:30')!.toISOString()).toBe('2026-07-01T08:30:00.000Z')
    expect(parseSiteLocal('2026-12-31T23:59')!.toISOString()).toBe('2026-12-31T22:59:00.000Z')
    expect(siteLocalString(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30')
  })

  it('refuses what the calendar lacks', () => {
    expect(parseSiteLocal('2026-02-30T10:00')).toBeNull()
    expect(parseSiteLocal('2026-13-01T10:00')).toBeNull()
    expect(parseSiteLocal('2026-01-01 10:00')).toBeNull()
  })

  it('places the new year at midnight in Berlin, an hour before it in UTC', () => {
    expect(siteInstant(2027, 1, 1).toISOString()).toBe('2026-12-31T23:00:00.000Z')
    expect(siteYearMonth(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1 })
    expect(siteYearMonth(new Date('2026-12-31T22:30:00Z'))).toEqual({ year: 2026, month: 12 })
  })
})

describe('median', () => {
  it('takes the middle value, and the mean of the two middle ones for an even count', () => {
    expect(median([])).toBeNull()
    expect(median([5])).toBe(5)
    expect(median([9, 1, 4])).toBe(4)
    expect(median([10, 2, 4, 30])).toBe(7)
  })
})

describe('yearly figures', () => {
  it('counts a case by its receipt in German time: 31 Dec 23:30 in Berlin is the next year', () => {
    const cases = [web('2026-12-31T22:30:00Z'), web('2026-12-31T23:30:00Z'), web('2025-12-31T23:00:00Z')]
    const y2026 = yearlyFigures(cases, 2026, NOW)
    expect(y2026.received).toBe(2)
    expect(y2026.months[0].received).toBe(1)
    expect(y2026.months[11].received).toBe(1)
    expect(yearlyFigures(cases, 2027, NOW).received).toBe(1)
    expect(yearlyFigures(cases, 2027, NOW).months[0].received).toBe(1)
  })

  it('counts received cases by channel', () => {
    const figures = yearlyFigures(
      [
        web('2026-03-02T09:00:00Z'),
        web('2026-03-03T09:00:00Z', { channel: 'phone' }),
        web('2026-04-03T09:00:00Z', { channel: 'post' }),
        web('2026-04-04T09:00:00Z', { channel: null }),
      ],
      2026,
      NOW,
    )
    expect(figures.byChannel).toEqual({ web: 2, phone: 1, 'in-person': 0, post: 1, email: 0 })
    expect(figures.months.map((month) => month.received)).toEqual([0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0])
  })

  it('acknowledged within 7 days, late, or still pending at now', () => {
    const received = '2026-05-04T10:00:00Z'
    const figures = yearlyFigures(
      [
        web(received, { status: 'acknowledged', acknowledgedAt: days(received, 7) }),
        web(received, { status: 'acknowledged', acknowledgedAt: days(received, 7.01) }),
        web(received),
        web('2026-12-30T10:00:00Z'),
      ],
      2026,
      new Date('2027-01-02T10:00:00Z'),
    )
    expect(figures.acknowledgedInTime).toBe(1)
    // The case of 30 December may still be acknowledged in time on 2 January; the unanswered May case is late.
    expect(figures.acknowledgementPending).toBe(1)
  })

  it('feedback within 3 months of the acknowledgement: the first message to the reporter, not the closing', () => {
    const received = '2026-01-05T10:00:00Z'
    const acknowledgedAt = days(received, 1)
    const figures = yearlyFigures(
      [
        // Feedback on 6 April (deadline 6 April 11:00), closed much later: in time.
        web(received, { status: 'in-progress', acknowledgedAt, firstFeedbackAt: '2026-04-06T09:00:00Z' }),
        // Closed in time, but the reporter never heard a word: not in time.
        web(received, { status: 'closed', acknowledgedAt, closedAt: '2026-02-01T10:00:00Z' }),
        // Feedback a day late.
        web(received, { status: 'in-progress', acknowledgedAt, firstFeedbackAt: '2026-04-07T10:00:00Z' }),
        // Its three months still run on 10 January.
        web('2026-11-20T10:00:00Z', { status: 'acknowledged', acknowledgedAt: '2026-11-21T10:00:00Z' }),
      ],
      2026,
      new Date('2027-01-10T10:00:00Z'),
    )
    expect(figures.feedbackInTime).toBe(1)
    expect(figures.feedbackPending).toBe(1)
    // 91 days less an hour and 92 days after receipt (in 24-hour days): the mean of both.
    expect(figures.medianDaysToFeedback).toBeCloseTo((91 - 1 / 24 + 92) / 2, 6)
    // Every acknowledgement a day after receipt.
    expect(figures.medianDaysToAcknowledge).toBe(1)
  })

  it('anonymous share, outcomes, and cases marked out counted nowhere but in their own line', () => {
    const received = '2026-02-02T10:00:00Z'
    const figures = yearlyFigures(
      [
        web(received, { anonymous: true, status: 'closed', closedAt: '2026-03-01T10:00:00Z', outcome: 'internal-inquiry' }),
        web(received, { status: 'closed', closedAt: '2026-03-02T10:00:00Z', outcome: 'closed-unfounded' }),
        web(received, { status: 'closed', closedAt: '2026-03-03T10:00:00Z' }),
        web(received, { anonymous: true, acknowledgedAt: days(received, 2), status: 'acknowledged' }),
        // Spam: not received, not open, not closed, not anonymous.
        web(received, { anonymous: true, markedOut: true }),
        web(received, { markedOut: true, status: 'closed', closedAt: '2026-03-01T10:00:00Z', outcome: 'closed-other' }),
      ],
      2026,
      NOW,
    )
    expect(figures.received).toBe(4)
    expect(figures.anonymous).toBe(2)
    expect(figures.markedOut).toBe(2)
    expect(figures.closed).toBe(3)
    expect(figures.outcomes['internal-inquiry']).toBe(1)
    expect(figures.outcomes['closed-unfounded']).toBe(1)
    expect(figures.outcomes['closed-other']).toBe(0)
    expect(figures.outcomes.none).toBe(1)
    expect(figures.openAtYearEnd).toBe(1)
    expect(figures.months[1].received).toBe(4)
  })

  it('closed in the year, whenever received, with the median days to close', () => {
    const cases = [
      web('2025-11-01T10:00:00Z', { status: 'closed', closedAt: '2026-01-10T10:00:00Z' }),
      web('2026-02-01T10:00:00Z', { status: 'closed', closedAt: '2026-02-11T10:00:00Z' }),
      web('2026-03-01T10:00:00Z', { status: 'closed', closedAt: '2026-03-21T10:00:00Z' }),
      web('2026-04-01T10:00:00Z', { status: 'closed', closedAt: '2026-05-01T10:00:00Z' }),
      // Closed in the next year: counts there.
      web('2026-12-01T10:00:00Z', { status: 'closed', closedAt: '2027-01-05T10:00:00Z' }),
    ]
    const figures = yearlyFigures(cases, 2026, NOW)
    expect(figures.closed).toBe(4)
    // 70, 10, 20, 30 days: the mean of 20 and 30.
    expect(figures.medianDaysToClose).toBe(25)
    expect(figures.months.map((month) => month.closed)).toEqual([1, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0])
    expect(yearlyFigures(cases, 2027, NOW).closed).toBe(1)
    expect(yearlyFigures([], 2026, NOW).medianDaysToClose).toBeNull()
  })

  it('open at year end: cases open across the new year count in both years until closed', () => {
    const cases = [
      web('2025-06-01T10:00:00Z', { status: 'in-progress' }),
      web('2025-06-01T10:00:00Z', { status: 'closed', closedAt: '2026-03-01T10:00:00Z' }),
      web('2026-12-31T22:59:00Z', { status: 'closed', closedAt: '2026-12-31T23:10:00Z' }),
      web('2027-01-02T10:00:00Z'),
    ]
    expect(yearlyFigures(cases, 2025, NOW).openAtYearEnd).toBe(2)
    // The third was closed at 00:10 on New Year's Day in Berlin: still open at the end of 2026.
    expect(yearlyFigures(cases, 2026, NOW).openAtYearEnd).toBe(2)
    // The running year counts what is open now.
    expect(yearlyFigures(cases, 2027, NOW).openAtYearEnd).toBe(2)
  })
})

describe('the figures as CSV', () => {
  const figures = yearlyFigures(
    [
      web('2026-03-02T09:00:00Z', {
        status: 'closed',
        acknowledgedAt: '2026-03-03T09:00:00Z',
        closedAt: '2026-03-13T21:00:00Z',
      }),
      web('2026-03-05T09:00:00Z', { channel: 'phone' }),
    ],
    2026,
    NOW,
  )

  it('German: semicolons, a byte-order mark, shares with their base, decimal comma, one line per month', () => {
    const csv = figuresCsv(figures, 'de', false)
    expect(csv.startsWith('\uFEFFJahr;2026\r\n')).toBe(true)
    const lines = csv.split('\r\n')
    expect(lines).toContain('Eingegangene Meldungen;2;')
    expect(lines).toContain('Telefon;1;')
    expect(lines).toContain('Eingang innerhalb von 7 Tagen bestätigt;1;2')
    expect(lines).toContain('Median der Tage bis zum Abschluss;11,5;')
    expect(lines).toContain('Offen zum Jahresende;1;')
    expect(lines).toContain('Davon anonym (ohne Name, E-Mail und Telefon);0;2')
    expect(lines).toContain('Nicht mitgezählt (kein Hinweis im Sinne des HinSchG / Test);0;')
    expect(lines).toContain('Median der Tage bis zur Eingangsbestätigung;1;')
    expect(lines).toContain('2026-03;2;1')
    expect(lines.filter((line) => /^2026-\d{2};/.test(line))).toHaveLength(12)
  })

  it('with a line per subject area, after the months', () => {
    const csv = figuresCsv(figures, 'de', false, [
      { area: 'environment', figures },
      { area: 'none', figures },
    ])
    const lines = csv.split('\r\n')
    expect(lines).toContain(
      'Sachgebiet;Eingegangene Meldungen;Davon anonym (ohne Name, E-Mail und Telefon);Eingang innerhalb von 7 Tagen bestätigt;Rückmeldung innerhalb von 3 Monaten;Im Jahr abgeschlossen;Offen zum Jahresende;Median der Tage bis zur Eingangsbestätigung;Median der Tage bis zur ersten Rückmeldung',
    )
    expect(lines).toContain('Umwelt-, Strahlen- und Energierecht;2;0;1;0;1;1;1;')
    expect(lines.some((line) => line.startsWith('Ohne Sachgebiet (weiß nicht oder keine Angabe);2;'))).toBe(true)
  })

  it('English, and the running year says "open now"', () => {
    const csv = figuresCsv(figures, 'en', true)
    expect(csv).toContain('Reports received;2;')
    expect(csv).toContain('Median days to close;11.5;')
    expect(csv).toContain('Open now;1;')
  })
})
