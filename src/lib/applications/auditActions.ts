import { DESK_ACCESS_ACTIONS } from '../sealed/deskAccessWords'

/** What happened on HR's desk and to HR's access; each with its German and English label. */
export const APPLICATION_AUDIT_ACTIONS = {
  download: { de: 'Unterlage heruntergeladen', en: 'Document downloaded' },
  'status-change': { de: 'Status geändert', en: 'Status changed' },
  deleted: { de: 'Bewerbung gelöscht (Aufbewahrungsfrist)', en: 'Application deleted (retention)' },
  removed: { de: 'Bewerbung von Hand gelöscht', en: 'Application deleted by hand' },
  'consent-given': { de: 'Einwilligung Talentpool erteilt', en: 'Talent-pool consent given' },
  'consent-withdrawn': { de: 'Einwilligung Talentpool widerrufen', en: 'Talent-pool consent withdrawn' },
  // Hiring managers (role Fachbereich): what HR shares with them, and what they add.
  shared: { de: 'Für Fachbereich freigegeben', en: 'Shared with hiring manager' },
  unshared: { de: 'Freigabe für Fachbereich entfernt', en: 'Sharing with hiring manager removed' },
  'review-added': { de: 'Bewertung des Fachbereichs', en: 'Hiring manager’s review' },
  'hiring-manager-added': { de: 'Rolle Fachbereich vergeben', en: 'Hiring manager role given' },
  'hiring-manager-removed': { de: 'Rolle Fachbereich entzogen', en: 'Hiring manager role removed' },
  'interview-confirmed': { de: 'Gesprächstermin bestätigt', en: 'Interview time confirmed' },
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
