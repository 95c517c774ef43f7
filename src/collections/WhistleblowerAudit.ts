import type { CollectionConfig, PayloadRequest } from 'payload'
import { hiddenButForReportingOffice, isReportingOffice, nobody } from '@/access/roles'

const AUDIT_ACTIONS = ['read', 'read-message', 'update', 'reply', 'delete'] as const

/** Who read or changed a whistleblower report, and when (HinSchG §16 confidentiality, shown to the office). */
export const WhistleblowerAudit: CollectionConfig = {
  slug: 'whistleblower-audit',
  // Edit locks would record who opened which case, when, visibly to every editor: none for the channel.
  lockDocuments: false,
  labels: {
    singular: { de: 'Zugriffsprotokoll', en: 'Access log entry' },
    plural: { de: 'Zugriffsprotokoll', en: 'Access log' },
  },
  admin: {
    useAsTitle: 'caseNumber',
    group: 'Hinweisgeberschutz',
    defaultColumns: ['createdAt', 'caseNumber', 'user', 'action'],
    hidden: hiddenButForReportingOffice,
  },
  access: {
    read: isReportingOffice,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'caseNumber', type: 'text', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    { name: 'action', type: 'select', required: true, options: [...AUDIT_ACTIONS] },
  ],
}

/** Writes one entry for the signed-in user of `req`, in the request's transaction; nothing without a user. */
export async function audit(
  req: PayloadRequest,
  caseNumber: string,
  action: (typeof AUDIT_ACTIONS)[number],
): Promise<void> {
  if (!req.user) return
  await req.payload.create({
    collection: 'whistleblower-audit',
    overrideAccess: true,
    req,
    data: { caseNumber, user: req.user.id, action },
  })
}
