import { DESK_ACCESS_ACTIONS } from '../sealed/deskAccessWords'

/** What happened to a case, and to the office's access itself; each with its German and English label. */
export const AUDIT_ACTIONS = {
  read: { de: 'Hinweis gelesen', en: 'Report read' },
  'read-locked': {
    de: 'Hinweis geöffnet, Inhalt nicht lesbar (Schlüssel nicht entsperrt oder nicht freigegeben)',
    en: 'Report opened, content not readable (key not unlocked or not granted)',
  },
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
  classified: { de: 'Fall eingeordnet', en: 'Case classified' },
  'marked-out': {
    de: 'Aus den Kennzahlen genommen (kein Hinweis im Sinne des HinSchG / Test)',
    en: 'Taken out of the figures (not a report within the HinSchG / test)',
  },
  'marked-in': { de: 'Wieder in den Kennzahlen', en: 'Counted in the figures again' },
  redacted: { de: 'Stelle für die Fallakte geschwärzt', en: 'Passage redacted for the case file' },
  unredacted: { de: 'Schwärzung aufgehoben', en: 'Redaction lifted' },
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
