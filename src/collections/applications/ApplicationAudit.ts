import type { PayloadRequest } from 'payload'
import { isHR, nobody } from '@/access/roles'
import { DESK_ACCESS_ACTIONS } from '@/lib/sealed/deskAccessWords'
import { inApplicationsDesk } from './applicationDesk'
import { personName, type Named } from '../sealed/personName'

/** What happened on HR's desk and to HR's access; each with its German and English label. */
export const APPLICATION_AUDIT_ACTIONS = {
  download: { de: 'Unterlage heruntergeladen', en: 'Document downloaded' },
  'status-change': { de: 'Status geändert', en: 'Status changed' },
  deleted: { de: 'Bewerbung gelöscht (Aufbewahrungsfrist)', en: 'Application deleted (retention)' },
  removed: { de: 'Bewerbung von Hand gelöscht', en: 'Application deleted by hand' },
  // Who may read: the same words on every desk.
  ...DESK_ACCESS_ACTIONS,
  // Entries of earlier versions.
  'role-added': { de: 'Rolle Personal vergeben', en: 'HR role given' },
  'applications-resealed': {
    de: 'Bewerbungen für die Personalabteilung verschlüsselt',
    en: 'Applications sealed for HR',
  },
} as const
export type ApplicationAuditAction = keyof typeof APPLICATION_AUDIT_ACTIONS

/** Who did what on HR's desk; never anything an applicant wrote (a reference number at most). */
export const ApplicationAudit = inApplicationsDesk({
  slug: 'application-audit',
  labels: {
    singular: { de: 'Protokolleintrag Bewerbungen', en: 'Application log entry' },
    plural: { de: 'Protokoll Bewerbungen', en: 'Application log' },
  },
  admin: {
    useAsTitle: 'userName',
    defaultColumns: ['createdAt', 'userName', 'action', 'reference', 'subjectName'],
  },
  access: { read: isHR, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'reference', label: { de: 'Referenznummer', en: 'Reference number' }, type: 'text', index: true },
    { name: 'userName', label: { de: 'Wer', en: 'Who' }, type: 'text' },
    {
      name: 'action',
      label: { de: 'Was', en: 'What' },
      type: 'select',
      required: true,
      options: Object.entries(APPLICATION_AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
    },
    { name: 'subjectName', label: { de: 'Betrifft', en: 'Concerns' }, type: 'text' },
    { name: 'detail', label: { de: 'Einzelheiten', en: 'Details' }, type: 'text' },
  ],
})

/** One entry by the signed-in user of `req` (or the system), in the request's transaction. */
export async function auditApplications(
  req: PayloadRequest,
  action: ApplicationAuditAction,
  { reference, subject, detail }: { reference?: string; subject?: Named; detail?: string } = {},
): Promise<void> {
  await req.payload.create({
    collection: 'application-audit' as never,
    overrideAccess: true,
    req,
    depth: 0,
    data: {
      reference,
      userName: personName(req.user as Named),
      action,
      subjectName: subject ? personName(subject) : undefined,
      detail,
    } as never,
  })
}
