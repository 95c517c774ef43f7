import { isReportingOffice, nobody } from '@/access/roles'
import { AUDIT_ACTIONS } from '@/lib/whistleblower/auditActions'
import { inWhistleblowerChannel } from './whistleblowerCase'

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
