import { staffLanguage } from '@/lib/staffLanguages'
import type { DeskWords } from '@/lib/sealed/desks'

/**
 * A confidential desk's key panel on the admin dashboard, in the admin's two languages. `{records}`,
 * `{Records}` (capitalised), `{recordsDative}`, `{title}` and `{desk}` are the desk's own words (src/lib/sealed/desks.ts); `{n}`, `{of}`, `{at}`,
 * `{by}`, `{cause}` are filled in where shown.
 */
const TEXTS = {
  de: {
    open: 'Ihr persönlicher Schlüssel ist in dieser Sitzung entsperrt. {Records}, die Sie lesen können: {n} von {of}.',
    locked:
      'Ihr Schlüssel ist in dieser Sitzung nicht entsperrt (zum Beispiel nach einem Neustart der Website). Melden Sie sich ab und wieder an, um {records} zu lesen.',
    setOwnPassword:
      'Legen Sie unter „Konto“ Ihr eigenes Passwort fest. Damit wird Ihr persönlicher Schlüssel eingerichtet; erst dann kann Ihnen ein Mitglied Zugang gewähren.',
    waiting:
      'Ihr Zugang wartet auf die Freigabe durch ein Mitglied ({title}). Angefragt am {at} durch {by}; Grund: {cause}.',
    waitingLocked:
      'Ihr bisheriger Schlüssel wurde deshalb gelöscht. Bis ein Mitglied Ihnen erneut Zugang gewährt, können Sie keine {records} lesen.',
    recoveryStatus: '{Records}, die der Wiederherstellungsschlüssel öffnet: {n} von {of}.',
    recoveryMade: 'Zuletzt erzeugt am {at} durch {by}.',
    recoveryUnconfirmed:
      'Noch nicht bestätigt: Wer ihn erzeugt hat, hat nicht bestätigt, ihn sicher aufbewahrt zu haben. Er wird nicht wieder angezeigt; ist er nicht aufbewahrt, erzeugen Sie einen neuen.',
    recoveryNone: 'Es gibt noch keinen Wiederherstellungsschlüssel.',
    recoveryTitle: 'Ihr Wiederherstellungsschlüssel – nur jetzt sichtbar',
    recoveryText:
      'Schreiben Sie diesen Schlüssel auf Papier oder bewahren Sie ihn in einem Tresor auf, getrennt vom Server. Er wird nirgends gespeichert und nach Ihrer Bestätigung nie wieder angezeigt. Mit ihm erhält {desk} alle {records} zurück, wenn niemand mehr sein Passwort kennt.',
    recoverySeen: 'Ich habe den Schlüssel sicher aufbewahrt',
    leaveWarning:
      'Ihr neuer Wiederherstellungsschlüssel ist noch nicht als aufbewahrt bestätigt. Er wird nur bis zum Ende dieser Sitzung angezeigt. Seite trotzdem verlassen?',
    pendingTitle: 'Offene Anfragen',
    pendingNone: 'Keine offenen Anfragen.',
    requested: 'angefragt am {at} durch {by}; Grund: {cause}',
    pendingNoKey:
      'hat noch keinen persönlichen Schlüssel (er entsteht bei der Anmeldung mit dem eigenen Passwort)',
    grant: 'Zugang gewähren',
    decline: 'Ablehnen',
    behindTitle: 'Mitglieder, die weniger {records} öffnen als Sie',
    holds: 'öffnet {n} von {of}',
    share: 'Meine {records} freigeben',
    renew: 'Neuen Wiederherstellungsschlüssel erzeugen',
    renewHint: 'Der bisherige Wiederherstellungsschlüssel öffnet danach nichts mehr.',
    renewBlocked:
      'Sie können keinen neuen Wiederherstellungsschlüssel erzeugen: Er müsste alle {recordsDative} öffnen, die der bisherige öffnet, und {n} davon können Sie nicht öffnen. Holen Sie diese zuerst mit dem bisherigen Schlüssel zurück, oder bitten Sie ein Mitglied, das alle öffnen kann.',
    renewConfirmTitle: 'Neuen Wiederherstellungsschlüssel erzeugen?',
    renewConfirmBody:
      'Der neue Schlüssel öffnet alle {records}, die Sie öffnen können (Anzahl: {n}); der bisherige öffnet danach nichts mehr. Er wird nur in dieser Sitzung angezeigt, bis Sie bestätigen, ihn sicher aufbewahrt zu haben. Alle Mitglieder erhalten eine Mitteilung.',
    renewConfirm: 'Erzeugen',
    cancel: 'Abbrechen',
    recoverLabel: 'Wiederherstellungsschlüssel',
    recover: '{records} mit dem Wiederherstellungsschlüssel zurückholen',
    done: 'Erledigt.',
    failed: 'Das hat nicht geklappt:',
  },
  en: {
    open: 'Your personal key is unlocked in this session. {Records} you can read: {n} of {of}.',
    locked:
      'Your key is not unlocked in this session (for example after the website restarted). Sign out and in again to read {records}.',
    setOwnPassword:
      'Set your own password under “Account”. This sets up your personal key; only then can a member grant you access.',
    waiting:
      'Your access waits for a member to grant it ({title}). Requested on {at} by {by}; reason: {cause}.',
    waitingLocked:
      'Your previous key was deleted for this reason. Until a member grants you access again, you cannot read {records}.',
    recoveryStatus: '{Records} the recovery key opens: {n} of {of}.',
    recoveryMade: 'Last created on {at} by {by}.',
    recoveryUnconfirmed:
      'Not confirmed yet: whoever created it has not confirmed storing it safely. It is not shown again; if it was not stored, create a new one.',
    recoveryNone: 'There is no recovery key yet.',
    recoveryTitle: 'Your recovery key – visible only now',
    recoveryText:
      'Write this key on paper or keep it in a safe, apart from the server. It is stored nowhere and never shown again once you confirm. With it {desk} gets all its {records} back when nobody knows their password any more.',
    recoverySeen: 'I have stored the key safely',
    leaveWarning:
      'Your new recovery key is not confirmed as stored yet. It is shown only until this session ends. Leave the page anyway?',
    pendingTitle: 'Open requests',
    pendingNone: 'No open requests.',
    requested: 'requested on {at} by {by}; reason: {cause}',
    pendingNoKey: 'has no personal key yet (it is made at sign-in with their own password)',
    grant: 'Grant access',
    decline: 'Decline',
    behindTitle: 'Members who open fewer {records} than you',
    holds: 'opens {n} of {of}',
    share: 'Share my {records}',
    renew: 'Create a new recovery key',
    renewHint: 'The previous recovery key opens nothing afterwards.',
    renewBlocked:
      'You cannot create a new recovery key: it would have to open every one of the {recordsDative} the current one opens, and {n} of them you cannot open. Get them back with the current key first, or ask a member who can open all of them.',
    renewConfirmTitle: 'Create a new recovery key?',
    renewConfirmBody:
      'The new key opens all {records} you can open (number: {n}); the previous one opens nothing afterwards. It is shown only in this session, until you confirm storing it safely. Every member is notified.',
    renewConfirm: 'Create',
    cancel: 'Cancel',
    recoverLabel: 'Recovery key',
    recover: 'Get the {records} back with the recovery key',
    done: 'Done.',
    failed: 'That did not work:',
  },
} as const

export type DeskKeyText = Record<keyof (typeof TEXTS)['de'], string>

/** The panel's texts in `language`, with the desk's words filled in. */
export function deskKeyTexts(language: string, words: DeskWords): DeskKeyText {
  const texts = TEXTS[staffLanguage(language)]
  const fill = (text: string) =>
    text
      // At the start of a phrase: "Fälle, die …", "Cases you …".
      .replace(/\{Records\}/g, words.records.charAt(0).toUpperCase() + words.records.slice(1))
      .replace(/\{(records|recordsDative|title|desk)\}/g, (_, name: keyof DeskWords) => words[name])
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, fill(text)])) as DeskKeyText
}

/** `{n}`, `{of}`, `{at}`, `{by}`, `{cause}` filled in. */
export const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
