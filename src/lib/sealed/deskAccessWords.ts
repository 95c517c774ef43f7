/**
 * What happens to a person's access to a confidential desk, as every desk's audit log names it, in the back
 * office's two languages. One vocabulary for every desk (src/lib/sealed/desks.ts); each desk's audit collection
 * lists these beside its own actions.
 */
export const DESK_ACCESS_ACTIONS = {
  'access-requested': { de: 'Zugang angefragt', en: 'Access requested' },
  'access-granted': { de: 'Zugang gewährt', en: 'Access granted' },
  'access-declined': { de: 'Anfrage abgelehnt', en: 'Request declined' },
  'access-removed': { de: 'Zugang entzogen', en: 'Access removed' },
  'access-reset': {
    de: 'Zugang zurückgesetzt (Schlüssel gelöscht, neu anzufragen)',
    en: 'Access reset (key deleted, to be requested again)',
  },
  'records-shared': { de: 'Weitere Datensätze freigegeben', en: 'More records shared' },
  'first-member': { de: 'Erstes Mitglied aufgenommen', en: 'First member admitted' },
  'key-created': { de: 'Schlüssel eingerichtet', en: 'Key set up' },
  'password-change': { de: 'Eigenes Passwort geändert', en: 'Own password changed' },
  'recovery-key-created': { de: 'Wiederherstellungsschlüssel erzeugt', en: 'Recovery key created' },
  'recovery-key-confirmed': {
    de: 'Wiederherstellungsschlüssel als aufbewahrt bestätigt',
    en: 'Recovery key confirmed as stored',
  },
  'recovery-key-used': { de: 'Wiederherstellungsschlüssel verwendet', en: 'Recovery key used' },
  'records-resealed': {
    de: 'Vom Server gehaltene Datensätze für die Mitglieder verschlüsselt',
    en: 'Records held by the server sealed for the members',
  },
} as const
export type DeskAccessAction = keyof typeof DESK_ACCESS_ACTIONS

/** The events every member of the desk is told of by mail, once each, in their language. */
export const ANNOUNCED_ACTIONS: readonly DeskAccessAction[] = [
  'access-requested',
  'access-granted',
  'access-declined',
  'access-removed',
  'access-reset',
  'first-member',
  'recovery-key-created',
  'recovery-key-used',
]

/**
 * Why a person's access waits for a member of the desk. Every change of a member's password, e-mail address or
 * second factor that they did not make themselves, in their own session, ends their access: their key is
 * deleted and a member must grant it again.
 */
export const ACCESS_CAUSES = {
  'role-requested': { de: 'Rolle angefragt', en: 'Role requested' },
  'password-set-by-other': {
    de: 'Passwort von einer anderen Person gesetzt',
    en: 'Password set by someone else',
  },
  'email-changed-by-other': {
    de: 'E-Mail-Adresse von einer anderen Person geändert',
    en: 'E-mail address changed by someone else',
  },
  'second-factor-off-by-other': {
    de: 'Zwei-Faktor-Anmeldung von einer anderen Person ausgeschaltet',
    en: 'Two-factor sign-in switched off by someone else',
  },
  'forgot-password': {
    de: 'Passwort über „Passwort vergessen“ neu gesetzt',
    en: 'Password set anew through “forgot password”',
  },
} as const
export type AccessCause = keyof typeof ACCESS_CAUSES
export const ACCESS_CAUSE_VALUES = Object.keys(ACCESS_CAUSES) as AccessCause[]
