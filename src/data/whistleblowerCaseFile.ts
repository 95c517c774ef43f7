import type { PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { audit, personName } from '@/collections/WhistleblowerAudit'
import { assigneeId } from '@/collections/whistleblowerAssignment'
import type { CaseChannel, CaseStatus } from '@/lib/constants'
import { pendingDeadlines, type DeadlineKind, type DeadlineState } from '@/lib/whistleblower/caseDeadlines'
import { OFFICE_ROLE } from '@/lib/whistleblower/vault'

export type CaseFile = {
  caseNumber: string
  status: CaseStatus
  channel: CaseChannel
  /** ISO 8601, like every date below */
  receivedAt: string
  acknowledgedAt: string | null
  closedAt: string | null
  deleteAfter: string | null
  /** A case recorded on the desk: when the reporter confirmed the minutes. */
  minutesConfirmedAt: string | null
  deadlines: { kind: DeadlineKind; dueAt: string; state: DeadlineState }[]
  assigneeName: string | null
  report: { subject: string; message: string; name: string | null; email: string | null; tel: string | null }
  /** The conversation with the reporter: the report's own message is `report.message`. */
  conversation: { author: 'office' | 'reporter'; createdAt: string; body: string }[]
  /** For the office only. */
  notes: { authorName: string; createdAt: string; body: string }[]
  exportedBy: string
  exportedAt: string
}

/**
 * Why there is no case file: 403 not a member of the office, 404 no such case, 409 the member's key does not
 * open it (locked in this session, or not granted).
 */
export type CaseFileAnswer = { file: CaseFile } | { refused: 403 | 404 | 409 }

/**
 * A case for the file, as the signed-in member of `req` may read it: the report, the conversation and the
 * internal notes, opened with the member's key. Opening it is one 'export' entry in the access log (besides the
 * 'read' of opening the case), not one per message.
 */
export async function openCaseFile(req: PayloadRequest, id: unknown, now = new Date()): Promise<CaseFileAnswer> {
  if (!req.user || !hasRole(req.user, OFFICE_ROLE)) return { refused: 403 }
  const reportId = Number(id)
  if (!Number.isInteger(reportId) || reportId < 1) return { refused: 404 }
  const report = await req.payload.findByID({
    collection: 'whistleblower-reports',
    id: reportId,
    req,
    overrideAccess: false,
    depth: 0,
    joins: false,
    disableErrors: true,
  })
  if (!report) return { refused: 404 }
  if (report.keyStatus !== 'open') return { refused: 409 }

  req.context.caseFile = report.caseNumber
  const entriesOf = <C extends 'whistleblower-messages' | 'whistleblower-notes'>(collection: C) =>
    req.payload.find({
      collection,
      req,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      sort: 'createdAt',
      where: { report: { equals: reportId } },
    })
  const [messages, notes] = await Promise.all([
    entriesOf('whistleblower-messages'),
    entriesOf('whistleblower-notes'),
  ])
  const assigned = assigneeId(report.assignee)
  const assignee =
    assigned === null
      ? null
      : await req.payload.findByID({
          collection: 'users',
          id: assigned,
          overrideAccess: true,
          depth: 0,
          disableErrors: true,
        })
  await audit(req, report.caseNumber, 'export')

  const receivedAt = report.receivedAt ?? report.createdAt
  return {
    file: {
      caseNumber: report.caseNumber,
      status: report.status,
      channel: report.channel ?? 'web',
      receivedAt,
      acknowledgedAt: report.acknowledgedAt ?? null,
      closedAt: report.closedAt ?? null,
      deleteAfter: report.deleteAfter ?? null,
      minutesConfirmedAt: report.minutesConfirmedAt ?? null,
      deadlines: pendingDeadlines({ ...report, receivedAt }, now).map(({ kind, dueAt, state }) => ({
        kind,
        dueAt: dueAt.toISOString(),
        state,
      })),
      assigneeName: assignee ? personName(assignee) : null,
      report: {
        subject: report.subject ?? '',
        message: report.message ?? '',
        name: report.name ?? null,
        email: report.email ?? null,
        tel: report.tel ?? null,
      },
      conversation: messages.docs.map((message) => ({
        author: message.author,
        createdAt: message.createdAt,
        body: message.body ?? '',
      })),
      notes: notes.docs.map((note) => ({
        authorName: note.authorName ?? '',
        createdAt: note.createdAt,
        body: note.body ?? '',
      })),
      exportedBy: personName(req.user as never),
      exportedAt: now.toISOString(),
    },
  }
}
