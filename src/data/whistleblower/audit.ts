import type { PayloadRequest } from 'payload'
import { personName, type Named } from '@/lib/sealed/personName'
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/whistleblower/auditActions'

/**
 * Writes one entry for the signed-in user of `req`, in the request's transaction; nothing without a user.
 * `subject`: the person the action concerns (the member a case is assigned to).
 */
export async function audit(
  req: PayloadRequest,
  caseNumber: string,
  action: AuditAction,
  { subject, detail }: { subject?: Named; detail?: string } = {},
): Promise<void> {
  if (!req.user) return
  await req.payload.create({
    collection: 'whistleblower-audit',
    overrideAccess: true,
    req,
    data: {
      caseNumber,
      user: req.user.id,
      userName: personName(req.user as Named),
      action,
      detail,
      ...(subject !== undefined && { subjectName: subject ? personName(subject) : '–' }),
    },
  })
}

/**
 * Showing one case reads it several times (the document view, its form state, its permissions): within this
 * window, a member's reads of one case are one 'read' entry, so the log says how often a case was opened.
 */
export const READ_ENTRY_WINDOW_MS = 60_000

/**
 * A 'read' entry, unless this member's last one for the case is younger than READ_ENTRY_WINDOW_MS; 'read-locked'
 * when the member's key did not open the case's content (locked in this session, or not granted): the case was
 * opened, nothing of it read.
 */
export async function auditRead(
  req: PayloadRequest,
  caseNumber: string,
  action: 'read' | 'read-locked' = 'read',
): Promise<void> {
  // A read that selects no case number (Payload's check for stale data on save reads `updatedAt` alone) shows
  // nothing of a case: no entry, and no query for a case number that is not there.
  if (!req.user || !caseNumber) return
  const noted = `audit-${action}:${caseNumber}`
  if (req.context[noted]) return
  req.context[noted] = true
  const recent = await req.payload.count({
    collection: 'whistleblower-audit',
    overrideAccess: true,
    req,
    where: {
      and: [
        { caseNumber: { equals: caseNumber } },
        { user: { equals: req.user.id } },
        { action: { equals: action } },
        { createdAt: { greater_than: new Date(Date.now() - READ_ENTRY_WINDOW_MS).toISOString() } },
      ],
    },
  })
  if (recent.totalDocs === 0) await audit(req, caseNumber, action)
}

/**
 * An entry about the office's access itself (by a user or the server), and a notice of it to the office's
 * inbox, both in the request's transaction.
 */
export async function auditAccess(
  req: PayloadRequest,
  action: AuditAction,
  { subject, detail }: { subject?: Named; detail?: string } = {},
): Promise<void> {
  const entry = {
    userName: personName(req.user as Named),
    subjectName: subject ? personName(subject) : undefined,
    detail,
  }
  await req.payload.create({
    collection: 'whistleblower-audit',
    overrideAccess: true,
    req,
    data: { user: req.user?.id, action, ...entry },
  })
  const line = [
    AUDIT_ACTIONS[action].de,
    `von ${entry.userName}`,
    entry.subjectName && `betrifft ${entry.subjectName}`,
    detail,
  ]
  await req.payload.create({
    collection: 'whistleblower-notifications',
    overrideAccess: true,
    req,
    depth: 0,
    data: {
      kind: 'access-change',
      detail: line.filter(Boolean).join(' · '),
      deliveryStatus: 'queued',
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
    },
  })
}
