import { OFFICE_DESK } from '@/lib/sealed/desks'
import { AUDIT_ACTIONS } from '@/lib/whistleblower/auditActions'
import { deskAuditCollection } from '../sealed/deskCollections'

/** Who read or changed a whistleblower case, and every change of who may (HinSchG §16, shown to the office). */
export const WhistleblowerAudit = deskAuditCollection(OFFICE_DESK, {
  labels: {
    singular: { de: 'Zugriffsprotokoll', en: 'Access log entry' },
    plural: { de: 'Zugriffsprotokoll', en: 'Access log' },
  },
  actions: AUDIT_ACTIONS,
  referenceLabel: { de: 'Fallnummer', en: 'Case number' },
  // Names as they were then: the office cannot read other users' records, and users may be deleted.
  fields: [{ name: 'user', type: 'relationship', relationTo: 'users', admin: { hidden: true } }],
  defaultColumns: ['createdAt', 'userName', 'action', 'caseNumber', 'subjectName', 'detail'],
})
