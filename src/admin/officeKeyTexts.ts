type Texts = Record<
  | 'title'
  | 'open'
  | 'locked'
  | 'setOwnPassword'
  | 'waiting'
  | 'recoveryTitle'
  | 'recoveryText'
  | 'recoverySeen'
  | 'pendingTitle'
  | 'pendingNone'
  | 'pendingNoKey'
  | 'grant'
  | 'renew'
  | 'renewHint'
  | 'recoverLabel'
  | 'recover'
  | 'done'
  | 'failed',
  string
>

/** The reporting office's key panel on the admin dashboard, in the admin's two languages. */
export const OFFICE_KEY_TEXTS: { de: Texts; en: Texts } = {
  de: {
    title: 'Schlüssel der Meldestelle',
    open: 'Ihr persönlicher Schlüssel ist in dieser Sitzung entsperrt: Sie können die Hinweise lesen, die Ihnen freigegeben sind.',
    locked:
      'Ihr Schlüssel ist in dieser Sitzung nicht entsperrt (zum Beispiel nach einem Neustart der Website). Melden Sie sich ab und wieder an, um Hinweise zu lesen.',
    setOwnPassword:
      'Legen Sie unter „Konto“ Ihr eigenes Passwort fest. Damit wird Ihr persönlicher Schlüssel eingerichtet; erst dann kann Ihnen ein Mitglied der Meldestelle Zugang zu den Hinweisen gewähren.',
    waiting: 'Ihr Zugang zur Meldestelle wartet auf die Bestätigung durch ein Mitglied der Meldestelle.',
    recoveryTitle: 'Ihr Wiederherstellungsschlüssel – nur jetzt sichtbar',
    recoveryText:
      'Schreiben Sie diesen Schlüssel auf Papier oder bewahren Sie ihn in einem Tresor auf, getrennt vom Server. Er wird nirgends gespeichert und nie wieder angezeigt. Mit ihm erhält die Meldestelle alle Hinweise zurück, wenn alle Mitglieder ihre Passwörter verloren haben.',
    recoverySeen: 'Ich habe den Schlüssel sicher aufbewahrt',
    pendingTitle: 'Anfragen für den Zugang zur Meldestelle',
    pendingNone: 'Keine offenen Anfragen.',
    pendingNoKey: 'hat noch kein eigenes Passwort festgelegt',
    grant: 'Zugang gewähren',
    renew: 'Neuen Wiederherstellungsschlüssel erzeugen',
    renewHint: 'Der bisherige Wiederherstellungsschlüssel wird damit ungültig.',
    recoverLabel: 'Wiederherstellungsschlüssel',
    recover: 'Fälle mit dem Wiederherstellungsschlüssel zurückholen',
    done: 'Erledigt.',
    failed: 'Das hat nicht geklappt:',
  },
  en: {
    title: 'Reporting office key',
    open: 'Your personal key is unlocked in this session: you can read the reports granted to you.',
    locked:
      'Your key is not unlocked in this session (for example after the website restarted). Sign out and in again to read reports.',
    setOwnPassword:
      'Set your own password under “Account”. This sets up your personal key; only then can a member of the reporting office grant you access to the reports.',
    waiting: 'Your access to the reporting office waits for confirmation by one of its members.',
    recoveryTitle: 'Your recovery key – visible only now',
    recoveryText:
      'Write this key on paper or keep it in a safe, apart from the server. It is stored nowhere and never shown again. With it the reporting office gets every report back when all members have lost their passwords.',
    recoverySeen: 'I have stored the key safely',
    pendingTitle: 'Requests for access to the reporting office',
    pendingNone: 'No open requests.',
    pendingNoKey: 'has not set their own password yet',
    grant: 'Grant access',
    renew: 'Create a new recovery key',
    renewHint: 'The previous recovery key stops working.',
    recoverLabel: 'Recovery key',
    recover: 'Get the cases back with the recovery key',
    done: 'Done.',
    failed: 'That did not work:',
  },
}

export type OfficeKeyText = Texts
