import { APPLICATIONS_DESK } from '@/lib/applications/desk'
import { APPLICATION_AUDIT_ACTIONS } from '@/lib/applications/auditActions'
import { deskAuditCollection } from '../sealed/deskCollections'

/** Who did what on HR's desk; never anything an applicant wrote (a reference number at most). */
export const ApplicationAudit = deskAuditCollection(APPLICATIONS_DESK, {
  labels: {
    singular: { de: 'Protokolleintrag Bewerbungen', en: 'Application log entry' },
    plural: { de: 'Protokoll Bewerbungen', en: 'Application log' },
  },
  actions: APPLICATION_AUDIT_ACTIONS,
  referenceLabel: { de: 'Referenznummer', en: 'Reference number' },
})
