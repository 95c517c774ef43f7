import { CASE_STATUSES, type CaseStatus } from '@/lib/constants'
import { de, en } from '@/i18n/messages'

/** A case's status in both languages: the reporter reads the same words on the follow-up page as the office in the admin. */
export const CASE_STATUS_LABELS = Object.fromEntries(
  CASE_STATUSES.map((status) => [
    status,
    {
      de: de.whistleblowerFollowUp.case.statuses[status],
      en: en.whistleblowerFollowUp.case.statuses[status],
    },
  ]),
) as Record<CaseStatus, { de: string; en: string }>
