import type { OfficeKeyText } from '../officeKeyTexts'

type Texts = Omit<OfficeKeyText, 'waiting'> & { holds: string }

/** HR's key panel on the admin dashboard, in the admin's two languages. `{n}`, `{of}`: counts of applications. */
export const HR_KEY_TEXTS: { de: Texts; en: Texts } = {
  de: {
    title: 'Schlüssel der Personalabteilung',
    open: 'Ihr persönlicher Schlüssel ist in dieser Sitzung entsperrt. Bewerbungen, die Sie lesen können: {n}.',
    locked:
      'Ihr Schlüssel ist in dieser Sitzung nicht entsperrt (zum Beispiel nach einem Neustart der Website). Melden Sie sich ab und wieder an, um Bewerbungen zu lesen.',
    setOwnPassword:
      'Legen Sie unter „Konto“ Ihr eigenes Passwort fest und melden Sie sich neu an. Damit wird Ihr persönlicher Schlüssel eingerichtet; erst dann kann Ihnen jemand aus der Personalabteilung Zugang zu den Bewerbungen gewähren.',
    recoveryTitle: 'Wiederherstellungsschlüssel der Personalabteilung – nur jetzt sichtbar',
    recoveryText:
      'Schreiben Sie diesen Schlüssel auf Papier oder bewahren Sie ihn in einem Tresor auf, getrennt vom Server. Er wird nirgends gespeichert und nie wieder angezeigt. Mit ihm erhält die Personalabteilung alle Bewerbungen zurück, wenn niemand mehr sein Passwort kennt.',
    recoverySeen: 'Ich habe den Schlüssel sicher aufbewahrt',
    pendingTitle: 'Kolleginnen und Kollegen ohne vollen Zugang',
    pendingNone: 'Alle in der Personalabteilung können dieselben Bewerbungen lesen wie Sie.',
    pendingNoKey: 'hat noch kein eigenes Passwort festgelegt',
    holds: 'liest {n} von {of} Bewerbungen',
    grant: 'Zugang gewähren',
    renew: 'Neuen Wiederherstellungsschlüssel erzeugen',
    renewHint: 'Der bisherige Wiederherstellungsschlüssel wird damit ungültig.',
    recoverLabel: 'Wiederherstellungsschlüssel',
    recover: 'Bewerbungen mit dem Wiederherstellungsschlüssel zurückholen',
    done: 'Erledigt.',
    failed: 'Das hat nicht geklappt:',
  },
  en: {
    title: 'HR key',
    open: 'Your personal key is unlocked in this session. Applications you can read: {n}.',
    locked:
      'Your key is not unlocked in this session (for example after the website restarted). Sign out and in again to read applications.',
    setOwnPassword:
      'Set your own password under “Account” and sign in again. This sets up your personal key; only then can someone in HR grant you access to the applications.',
    recoveryTitle: 'HR’s recovery key – visible only now',
    recoveryText:
      'Write this key on paper or keep it in a safe, apart from the server. It is stored nowhere and never shown again. With it HR gets every application back when nobody knows their password any more.',
    recoverySeen: 'I have stored the key safely',
    pendingTitle: 'Colleagues without full access',
    pendingNone: 'Everyone in HR can read the same applications as you.',
    pendingNoKey: 'has not set their own password yet',
    holds: 'reads {n} of {of} applications',
    grant: 'Grant access',
    renew: 'Create a new recovery key',
    renewHint: 'The previous recovery key stops working.',
    recoverLabel: 'Recovery key',
    recover: 'Get the applications back with the recovery key',
    done: 'Done.',
    failed: 'That did not work:',
  },
}
