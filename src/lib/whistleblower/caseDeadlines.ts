import {
  CASE_STATUSES,
  type CaseStatus,
  WHISTLEBLOWER_DEADLINES,
  WHISTLEBLOWER_REMINDER_DAYS,
} from '../constants'
import { addSiteDays, addSiteMonths } from '../siteTime'
import type { StaffLanguage } from '../staffLanguages'

/**
 * The HinSchG deadlines of a case, defined once: the reports' list and sidebar, the office's dashboard, the
 * reminder mails and the case file all derive theirs from here. Days and months are counted in German time
 * (the office's calendar), so a deadline keeps its hour across a change of daylight saving.
 */

type CaseDates = { receivedAt: Date; acknowledgedAt?: Date | null; closedAt?: Date | null }

/**
 * HinSchG §17: acknowledge within 7 days; feedback within 3 months of the acknowledgement (without one, of
 * the end of those 7 days). §11: delete 3 years after the case was closed.
 */
export function caseDeadlines({ receivedAt, acknowledgedAt, closedAt }: CaseDates) {
  const acknowledgeBy = addSiteDays(receivedAt, WHISTLEBLOWER_DEADLINES.acknowledgeDays)
  return {
    acknowledgeBy,
    feedbackBy: addSiteMonths(acknowledgedAt ?? acknowledgeBy, WHISTLEBLOWER_DEADLINES.feedbackMonths),
    deleteAfter: closedAt ? addSiteMonths(closedAt, WHISTLEBLOWER_DEADLINES.retentionYears * 12) : null,
  }
}

export const OPEN_CASE_STATUSES = CASE_STATUSES.filter((status) => status !== 'closed')

export const DEADLINE_KINDS = ['acknowledge', 'feedback'] as const
export type DeadlineKind = (typeof DEADLINE_KINDS)[number]

/** How the admin, the case file and the reminder mails name each deadline. */
export const DEADLINE_LABELS: Record<DeadlineKind, { de: string; en: string }> = {
  acknowledge: { de: 'Eingangsbestätigung', en: 'Acknowledgement' },
  feedback: { de: 'Rückmeldung', en: 'Feedback' },
}

/** `overdue`: past its date; `due-soon`: inside the reminder lead (the reminder mail has gone out); else `upcoming`. */
export type DeadlineState = 'overdue' | 'due-soon' | 'upcoming'

/** How the admin and the case file name each state of a deadline. */
export const DEADLINE_STATE_LABELS: Record<StaffLanguage, Record<DeadlineState, string>> = {
  de: { overdue: 'überschritten', 'due-soon': 'bald fällig', upcoming: 'offen' },
  en: { overdue: 'overdue', 'due-soon': 'due soon', upcoming: 'open' },
}

export type PendingDeadline = { kind: DeadlineKind; dueAt: Date; remindFrom: Date; state: DeadlineState }

/** What a case's deadlines depend on, as stored (ISO strings or dates). */
export type CaseTimeline = {
  status: CaseStatus
  receivedAt: string | Date
  acknowledgedAt?: string | Date | null
  /** The office's first message to the reporter: the feedback of HinSchG §17(2). */
  firstFeedbackAt?: string | Date | null
}

const asDate = (value: string | Date | null | undefined) => (value ? new Date(value) : null)

/**
 * The deadlines a case still has to meet at `now`: the acknowledgement while it is only received, the
 * feedback until the office has first written to the reporter (or the case is closed).
 */
export function pendingDeadlines(timeline: CaseTimeline, now: Date): PendingDeadline[] {
  if (timeline.status === 'closed') return []
  const dates = caseDeadlines({
    receivedAt: new Date(timeline.receivedAt),
    acknowledgedAt: asDate(timeline.acknowledgedAt),
  })
  const pending: { kind: DeadlineKind; dueAt: Date }[] = timeline.firstFeedbackAt
    ? []
    : [{ kind: 'feedback', dueAt: dates.feedbackBy }]
  if (timeline.status === 'received') pending.unshift({ kind: 'acknowledge', dueAt: dates.acknowledgeBy })
  return pending.map(({ kind, dueAt }) => {
    const remindFrom = addSiteDays(dueAt, -WHISTLEBLOWER_REMINDER_DAYS[kind])
    const state: DeadlineState =
      dueAt.getTime() < now.getTime()
        ? 'overdue'
        : remindFrom.getTime() <= now.getTime()
          ? 'due-soon'
          : 'upcoming'
    return { kind, dueAt, remindFrom, state }
  })
}

/** The deadline the office works towards now: the earliest pending one. */
export function currentDeadline(timeline: CaseTimeline, now: Date): PendingDeadline | null {
  return pendingDeadlines(timeline, now)[0] ?? null
}

export function isOverdue(timeline: CaseTimeline, now: Date): boolean {
  return pendingDeadlines(timeline, now).some((deadline) => deadline.state === 'overdue')
}

/** The pending deadlines whose reminder is due at `now` (inside the lead, or already past). */
export function remindersDue(timeline: CaseTimeline, now: Date): PendingDeadline[] {
  return pendingDeadlines(timeline, now).filter((deadline) => deadline.state !== 'upcoming')
}
