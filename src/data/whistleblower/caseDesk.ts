import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { assigneeId, relationId } from '@/lib/relationId'
import { CASE_DESK_LIST_LENGTH, CASE_STATUSES, type CaseStatus } from '@/lib/constants'
import {
  currentDeadline,
  OPEN_CASE_STATUSES,
  type DeadlineKind,
  type DeadlineState,
} from '@/lib/whistleblower/caseDeadlines'
import { OFFICE_ROLE } from '@/lib/whistleblower/vault'

export type DeskDeadline = {
  reportId: number
  caseNumber: string
  kind: DeadlineKind
  /** ISO 8601 */
  dueAt: string
  state: DeadlineState
  assigneeName: string | null
}

export type DeskMessage = {
  reportId: number
  caseNumber: string
  author: 'office' | 'reporter'
  /** ISO 8601 */
  createdAt: string
}

export type CaseDesk = {
  byStatus: Record<CaseStatus, number>
  open: number
  assignedToViewer: number
  unassigned: number
  overdue: number
  dueSoon: number
  /** The current deadline of each open case, earliest first (at most CASE_DESK_LIST_LENGTH.deadlines). */
  deadlines: DeskDeadline[]
  /** Who wrote when in which case, newest first; never what. */
  newestMessages: DeskMessage[]
}

type Viewer = { id: number | string; roles?: unknown } | null | undefined

/**
 * The reporting office's overview of its cases, for its dashboard: counts by status, deadlines and the newest
 * messages. Only dates, states and names: nothing sealed is opened, so showing it is no read of a case and
 * it works while the member's key is locked. Null for anyone who is not a member of the office.
 */
export async function caseDesk(payload: Payload, viewer: Viewer, now = new Date()): Promise<CaseDesk | null> {
  if (!hasRole(viewer as never, OFFICE_ROLE) || !viewer) return null
  const { docs: openCases } = await payload.find({
    collection: 'whistleblower-reports',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    joins: false,
    select: {
      caseNumber: true,
      status: true,
      receivedAt: true,
      acknowledgedAt: true,
      firstFeedbackAt: true,
      assignee: true,
    },
    where: { status: { in: OPEN_CASE_STATUSES } },
  })
  const { totalDocs: closed } = await payload.count({
    collection: 'whistleblower-reports',
    overrideAccess: true,
    where: { status: { equals: 'closed' } },
  })
  const byStatus = Object.fromEntries(CASE_STATUSES.map((status) => [status, 0])) as Record<CaseStatus, number>
  for (const report of openCases) byStatus[report.status]++
  byStatus.closed = closed

  const assignees = openCases.map((report) => assigneeId(report.assignee))
  const names = await memberNames(payload, assignees.filter((id) => id !== null))
  const deadlines = openCases
    .flatMap((report) => {
      const deadline = report.receivedAt ? currentDeadline({ ...report, receivedAt: report.receivedAt }, now) : null
      if (!deadline) return []
      const assignee = assigneeId(report.assignee)
      return [
        {
          reportId: report.id,
          caseNumber: report.caseNumber,
          kind: deadline.kind,
          dueAt: deadline.dueAt.toISOString(),
          state: deadline.state,
          assigneeName: assignee === null ? null : (names.get(assignee) ?? `#${assignee}`),
        },
      ]
    })
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt))

  return {
    byStatus,
    open: openCases.length,
    assignedToViewer: assignees.filter((id) => id === Number(viewer.id)).length,
    unassigned: assignees.filter((id) => id === null).length,
    overdue: deadlines.filter((deadline) => deadline.state === 'overdue').length,
    dueSoon: deadlines.filter((deadline) => deadline.state === 'due-soon').length,
    deadlines: deadlines.slice(0, CASE_DESK_LIST_LENGTH.deadlines),
    newestMessages: await newestMessages(payload),
  }
}

/** How the office's lists name members: the name, or the e-mail address of an account without one. */
export async function memberNames(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { name: true, email: true },
    where: { id: { in: [...new Set(ids)] } },
  })
  return new Map(docs.map((user) => [user.id, user.name || user.email]))
}

/** Without a user and without the sealed column: the hooks open nothing and log nothing. */
async function newestMessages(payload: Payload): Promise<DeskMessage[]> {
  const { docs } = await payload.find({
    collection: 'whistleblower-messages',
    overrideAccess: true,
    depth: 0,
    limit: CASE_DESK_LIST_LENGTH.messages,
    sort: '-createdAt',
    select: { report: true, caseNumber: true, author: true, createdAt: true },
  })
  return docs.map((message) => ({
    reportId: relationId(message.report),
    caseNumber: message.caseNumber ?? '',
    author: message.author,
    createdAt: message.createdAt,
  }))
}
