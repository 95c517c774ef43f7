import { describe, expect, it } from 'vitest'
import { WHISTLEBLOWER_REMINDER_DAYS } from '@/lib/constants'
import {
  caseDeadlines,
  currentDeadline,
  isOverdue,
  pendingDeadlines,
  remindersDue,
} from '@/lib/whistleblower/caseDeadlines'

const DAY = 24 * 60 * 60 * 1000
const receivedAt = new Date('2026-03-02T09:00:00Z')
const at = (ms: number) => new Date(receivedAt.getTime() + ms)

describe('HinSchG deadlines of a case', () => {
  it('count months as the civil code does: a day the month lacks is its last day', () => {
    // 7 days after 23 Nov is 30 Nov; 3 months after that is 28 Feb, not 2 March.
    const { feedbackBy } = caseDeadlines({ receivedAt: new Date('2026-11-23T10:00:00Z') })
    expect(feedbackBy.toISOString()).toBe('2027-02-28T10:00:00.000Z')
    const leap = caseDeadlines({ receivedAt, closedAt: new Date('2028-02-29T12:00:00Z') })
    expect(leap.deleteAfter!.toISOString()).toBe('2031-02-28T12:00:00.000Z')
  })

  it('a received case owes the acknowledgement first, then the feedback; a closed one nothing', () => {
    const received = { status: 'received' as const, receivedAt }
    expect(pendingDeadlines(received, receivedAt).map((d) => d.kind)).toEqual(['acknowledge', 'feedback'])
    expect(currentDeadline(received, receivedAt)?.dueAt).toEqual(at(7 * DAY))
    const acknowledged = { status: 'in-progress' as const, receivedAt, acknowledgedAt: at(DAY).toISOString() }
    // 10:00 in winter time on 3 March, 10:00 in summer time on 3 June.
    expect(currentDeadline(acknowledged, receivedAt)).toMatchObject({
      kind: 'feedback',
      dueAt: new Date('2026-06-03T08:00:00Z'),
    })
    expect(pendingDeadlines({ status: 'closed', receivedAt }, at(400 * DAY))).toEqual([])
  })

  it('the feedback is owed until the office first writes to the reporter, then nothing is', () => {
    const acknowledged = { status: 'in-progress' as const, receivedAt, acknowledgedAt: at(DAY).toISOString() }
    const late = at(200 * DAY)
    expect(isOverdue(acknowledged, late)).toBe(true)
    expect(remindersDue(acknowledged, late).map((d) => d.kind)).toEqual(['feedback'])
    const answered = { ...acknowledged, firstFeedbackAt: at(30 * DAY).toISOString() }
    expect(pendingDeadlines(answered, late)).toEqual([])
    expect(isOverdue(answered, late)).toBe(false)
    expect(remindersDue(answered, late)).toEqual([])
    // Answered before acknowledging: the acknowledgement is still owed.
    const received = { status: 'received' as const, receivedAt, firstFeedbackAt: at(DAY) }
    expect(pendingDeadlines(received, at(2 * DAY)).map((d) => d.kind)).toEqual(['acknowledge'])
  })

  it('is due soon from the reminder lead on and overdue once past', () => {
    const received = { status: 'received' as const, receivedAt }
    const lead = (7 - WHISTLEBLOWER_REMINDER_DAYS.acknowledge) * DAY
    expect(currentDeadline(received, at(lead - 1))?.state).toBe('upcoming')
    expect(remindersDue(received, at(lead - 1))).toEqual([])
    expect(currentDeadline(received, at(lead))?.state).toBe('due-soon')
    expect(remindersDue(received, at(lead)).map((d) => d.kind)).toEqual(['acknowledge'])
    expect(isOverdue(received, at(7 * DAY))).toBe(false)
    expect(isOverdue(received, at(7 * DAY + 1))).toBe(true)
    expect(currentDeadline(received, at(7 * DAY + 1))?.state).toBe('overdue')
  })

  it('reminds of the feedback two weeks before its date, acknowledged or not', () => {
    const acknowledged = { status: 'acknowledged' as const, receivedAt, acknowledgedAt: receivedAt }
    const feedbackBy = new Date('2026-06-02T08:00:00Z')
    const before = new Date(feedbackBy.getTime() - WHISTLEBLOWER_REMINDER_DAYS.feedback * DAY)
    expect(remindersDue(acknowledged, new Date(before.getTime() - 1))).toEqual([])
    expect(remindersDue(acknowledged, before)).toMatchObject([{ kind: 'feedback', state: 'due-soon' }])
    // Never acknowledged: both are owed, the acknowledgement long overdue.
    const forgotten = { status: 'received' as const, receivedAt }
    expect(remindersDue(forgotten, new Date('2026-06-01T00:00:00Z'))).toMatchObject([
      { kind: 'acknowledge', state: 'overdue' },
      { kind: 'feedback', state: 'due-soon' },
    ])
  })
})
