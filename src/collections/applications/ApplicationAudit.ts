import { isHR, nobody } from '@/access/roles'
import { APPLICATION_AUDIT_ACTIONS } from '@/lib/applications/auditActions'
import { inApplicationsDesk } from './applicationDesk'

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
