import type { PayloadRequest } from 'payload'
import { isReportingOffice, nobody } from '@/access/roles'
import { DESK_ACCESS_ACTIONS } from '@/lib/sealed/deskAccessWords'
import { inWhistleblowerChannel } from './whistleblowerCase'
import { personName, type Named } from '../sealed/personName'

/** What happened to a case, and to the office's access itself; each with its German and English label. */
export const AUDIT_ACTIONS = {
  read: { de: 'Hinweis gelesen', en: 'Report read' },
  recorded: {
    de: 'Meldung erfasst (Telefon, Gespräch, Post oder E-Mail)',
    en: 'Report recorded (phone, in person, post or e-mail)',
  },
  'read-message': { de: 'Nachricht gelesen', en: 'Message read' },
  update: { de: 'Hinweis geändert', en: 'Report changed' },
  reply: { de: 'Antwort geschrieben', en: 'Reply written' },
  delete: { de: 'Hinweis gelöscht', en: 'Report deleted' },
  note: { de: 'Interne Notiz geschrieben', en: 'Internal note written' },
  assign: { de: 'Fall zugewiesen', en: 'Case assigned' },
  export: { de: 'Fallakte geöffnet (Export)', en: 'Case file opened (export)' },
  'file-download': { de: 'Anhang heruntergeladen', en: 'File downloaded' },
  'file-sent': { de: 'Anhang an die meldende Person gesendet', en: 'File sent to the reporter' },
  // Who may read: the same words on every desk.
  ...DESK_ACCESS_ACTIONS,
  // Entries of earlier versions.
  'role-change': { de: 'Rollen geändert', en: 'Roles changed' },
  'password-reset': {
    de: 'Passwort zurückgesetzt (Schlüssel gelöscht)',
    en: 'Password reset (key deleted)',
  },
  'address-change': { de: 'Benachrichtigungsadresse geändert', en: 'Notification address changed' },
  'reports-resealed': {
    de: 'Hinweise für die Meldestelle verschlüsselt',
    en: 'Reports sealed for the office',
  },
} as const
export type AuditAction = keyof typeof AUDIT_ACTIONS

/** Who read or changed a whistleblower case, and every change of who may (HinSchG §16, shown to the office). */
export const WhistleblowerAudit = inWhistleblowerChannel({
  slug: 'whistleblower-audit',
  labels: {
    singular: { de: 'Zugriffsprotokoll', en: 'Access log entry' },
    plural: { de: 'Zugriffsprotokoll', en: 'Access log' },
  },
  admin: {
    useAsTitle: 'userName',
    defaultColumns: ['createdAt', 'userName', 'action', 'caseNumber', 'subjectName', 'detail'],
  },
  access: {
    read: isReportingOffice,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'caseNumber', label: { de: 'Fallnummer', en: 'Case number' }, type: 'text', index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', admin: { hidden: true } },
    // Names as they were then: the office cannot read other users' records, and users may be deleted.
    { name: 'userName', label: { de: 'Wer', en: 'Who' }, type: 'text' },
    {
      name: 'action',
      label: { de: 'Was', en: 'What' },
      type: 'select',
      required: true,
      options: Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
    },
    { name: 'subjectName', label: { de: 'Betrifft', en: 'Concerns' }, type: 'text' },
    { name: 'detail', label: { de: 'Einzelheiten', en: 'Details' }, type: 'text' },
  ],
})

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

/** A 'read' entry, unless this member's last one for the case is younger than READ_ENTRY_WINDOW_MS. */
export async function auditRead(req: PayloadRequest, caseNumber: string): Promise<void> {
  if (!req.user) return
  const noted = `audit-read:${caseNumber}`
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
        { action: { equals: 'read' } },
        { createdAt: { greater_than: new Date(Date.now() - READ_ENTRY_WINDOW_MS).toISOString() } },
      ],
    },
  })
  if (recent.totalDocs === 0) await audit(req, caseNumber, 'read')
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
