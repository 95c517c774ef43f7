import {
  CASE_CHANNELS,
  CASE_OUTCOMES,
  type CaseArea,
  type CaseChannel,
  type CaseOutcome,
  type CaseStatus,
} from '../constants'
import { siteInstant, siteYearMonth } from '../siteTime'
import { caseDeadlines } from './caseDeadlines'

/**
 * The reporting office's figures for one calendar year in German time (what management asks for once a year):
 * counted from the cases' unsealed dates, status, channel, outcome and mark, and from whether contact details
 * were given at all, so computing them needs no case key and shows nothing of a case's content. The figures per
 * subject area (sealed) are this function applied to each area's cases (src/data/whistleblower/figures.ts).
 * A case marked "not a report within the HinSchG / test" counts nowhere but in `markedOut`.
 */

/** What the figures read of a case. */
export type FigureCase = {
  channel?: CaseChannel | null
  status: CaseStatus
  receivedAt: string | Date
  acknowledgedAt?: string | Date | null
  closedAt?: string | Date | null
  /** The office's first message to the reporter (HinSchG §17(2) feedback); null without one. */
  firstFeedbackAt?: string | Date | null
  /** Neither name, e-mail nor phone given. */
  anonymous?: boolean
  outcome?: CaseOutcome | null
  markedOut?: boolean | null
}

/** A line of the figures per subject area: an area, none given (or "don't know"), or not open to the viewer. */
export type AreaKey = Exclude<CaseArea, 'unknown'> | 'none' | 'unreadable'

export type AreaFigures = { area: AreaKey; figures: YearlyFigures }

export type MonthFigures = { month: number; received: number; closed: number }

export type YearlyFigures = {
  year: number
  /** Cases received in the year, and by channel. */
  received: number
  byChannel: Record<CaseChannel, number>
  /** Of the cases received in the year: without name, e-mail or phone. */
  anonymous: number
  /** Cases received in the year and marked out of the figures (not counted anywhere else). */
  markedOut: number
  /** Of the cases received in the year: acknowledged within 7 days of receipt. */
  acknowledgedInTime: number
  /** Of the cases received in the year: neither acknowledged nor overdue yet (counted neither way). */
  acknowledgementPending: number
  /**
   * Of the cases received in the year: the office's first message to the reporter came within 3 months of the
   * acknowledgement (without one, of the end of its 7 days; HinSchG §17(2)).
   */
  feedbackInTime: number
  /** Of the cases received in the year: no feedback yet, with its deadline ahead. */
  feedbackPending: number
  /** Median days from receipt to acknowledgement (cases received in the year and acknowledged). */
  medianDaysToAcknowledge: number | null
  /** Median days from receipt to the first feedback (cases received in the year with feedback). */
  medianDaysToFeedback: number | null
  /** Cases closed in the year, whenever received. */
  closed: number
  /** Of those, by outcome (HinSchG §18); `none`: closed before an outcome was required. */
  outcomes: Record<CaseOutcome | 'none', number>
  /** Median of the days from receipt to closing of the cases closed in the year; null without any. */
  medianDaysToClose: number | null
  /** Cases open at the end of the year (for the running year: now), whenever received. */
  openAtYearEnd: number
  /** January to December: received and closed in each month. */
  months: MonthFigures[]
}

const DAY_MS = 24 * 60 * 60 * 1000

const at = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : null)

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export function yearlyFigures(cases: FigureCase[], year: number, now: Date): YearlyFigures {
  const start = siteInstant(year, 1, 1).getTime()
  const end = siteInstant(year + 1, 1, 1).getTime()
  const inYear = (time: number | null): time is number => time !== null && time >= start && time < end
  const cutoff = Math.min(end, now.getTime())

  const byChannel = Object.fromEntries(CASE_CHANNELS.map((channel) => [channel, 0])) as Record<
    CaseChannel,
    number
  >
  const months: MonthFigures[] = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    received: 0,
    closed: 0,
  }))
  const daysToClose: number[] = []
  const daysToAcknowledge: number[] = []
  const daysToFeedback: number[] = []
  const outcomes = Object.fromEntries([...CASE_OUTCOMES, 'none'].map((outcome) => [outcome, 0])) as Record<
    CaseOutcome | 'none',
    number
  >
  const figures = {
    received: 0,
    anonymous: 0,
    markedOut: 0,
    acknowledgedInTime: 0,
    acknowledgementPending: 0,
    feedbackInTime: 0,
    feedbackPending: 0,
    closed: 0,
    openAtYearEnd: 0,
  }

  for (const entry of cases) {
    const received = at(entry.receivedAt)
    if (received === null) continue
    if (entry.markedOut) {
      if (inYear(received)) figures.markedOut++
      continue
    }
    const acknowledged = at(entry.acknowledgedAt)
    const feedback = at(entry.firstFeedbackAt)
    // A case counts as closed from its closing date; a status without the date (never written so) does not.
    const closed = entry.status === 'closed' ? at(entry.closedAt) : null

    if (received < cutoff && (closed === null || closed >= cutoff)) figures.openAtYearEnd++

    if (inYear(closed)) {
      figures.closed++
      months[siteYearMonth(new Date(closed)).month - 1].closed++
      daysToClose.push((closed - received) / DAY_MS)
      outcomes[entry.outcome ?? 'none']++
    }

    if (!inYear(received)) continue
    figures.received++
    byChannel[entry.channel ?? 'web']++
    if (entry.anonymous) figures.anonymous++
    months[siteYearMonth(new Date(received)).month - 1].received++

    const deadlines = caseDeadlines({
      receivedAt: new Date(received),
      acknowledgedAt: acknowledged === null ? null : new Date(acknowledged),
    })
    if (acknowledged !== null && acknowledged <= deadlines.acknowledgeBy.getTime())
      figures.acknowledgedInTime++
    else if (acknowledged === null && now.getTime() <= deadlines.acknowledgeBy.getTime())
      figures.acknowledgementPending++
    if (feedback !== null && feedback <= deadlines.feedbackBy.getTime()) figures.feedbackInTime++
    else if (feedback === null && now.getTime() <= deadlines.feedbackBy.getTime()) figures.feedbackPending++
    if (acknowledged !== null) daysToAcknowledge.push((acknowledged - received) / DAY_MS)
    if (feedback !== null) daysToFeedback.push((feedback - received) / DAY_MS)
  }

  return {
    year,
    ...figures,
    byChannel,
    outcomes,
    medianDaysToClose: median(daysToClose),
    medianDaysToAcknowledge: median(daysToAcknowledge),
    medianDaysToFeedback: median(daysToFeedback),
    months,
  }
}
