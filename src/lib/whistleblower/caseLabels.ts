import type { SealedField } from './reportFields'

/** How the admin, the case file and its ZIP name a case's fields, dates and the authors of its messages. */

export const REPORT_FIELD_LABELS: Record<SealedField, { de: string; en: string }> = {
  subject: { de: 'Betreff', en: 'Subject' },
  message: { de: 'Nachricht', en: 'Message' },
  name: { de: 'Name (freiwillig)', en: 'Name (optional)' },
  email: { de: 'E-Mail (freiwillig)', en: 'E-mail (optional)' },
  tel: { de: 'Telefon (freiwillig)', en: 'Phone (optional)' },
}

export const CASE_DATE_LABELS = {
  receivedAt: { de: 'Eingegangen', en: 'Received' },
  acknowledgeBy: { de: 'Eingangsbestätigung bis', en: 'Acknowledge by' },
  acknowledgedAt: { de: 'Eingang bestätigt am', en: 'Acknowledged at' },
  feedbackBy: { de: 'Rückmeldung bis', en: 'Feedback by' },
  firstFeedbackAt: { de: 'Erste Rückmeldung am', en: 'First feedback on' },
  closedAt: { de: 'Abgeschlossen am', en: 'Closed at' },
  deleteAfter: { de: 'Löschen nach', en: 'Delete after' },
  minutesConfirmedAt: { de: 'Protokoll bestätigt am', en: 'Minutes confirmed at' },
} as const

/** The dates a case file lists, in order: minutes to confirm exist only for a case recorded on the desk. */
export function caseFileDates(channel: string) {
  return channel === 'web'
    ? (['receivedAt', 'acknowledgedAt', 'firstFeedbackAt', 'closedAt', 'deleteAfter'] as const)
    : ([
        'receivedAt',
        'minutesConfirmedAt',
        'acknowledgedAt',
        'firstFeedbackAt',
        'closedAt',
        'deleteAfter',
      ] as const)
}

export const CHANNEL_LABEL = { de: 'Eingangsweg', en: 'Channel' }

export const ASSIGNEE_LABEL = { de: 'Zuständig', en: 'Assigned to' }

/** Who wrote a message, as the admin, the dashboard and the case file name them. */
export const MESSAGE_AUTHOR_LABELS = {
  office: { de: 'Meldestelle', en: 'Reporting office' },
  reporter: { de: 'Meldende Person', en: 'Reporter' },
} as const
