import { LANGUAGES, locales } from '@/i18n/routing'
import { STAFF_LANGUAGES, type StaffLanguage } from '@/lib/staffLanguages'

/**
 * Payload's own texts where the company's admin reads differently from Payload's German: the company addresses
 * its editors with "Sie" (Payload's German says "du"), leaves no English word in the German admin, and says
 * plainly what a restore does (src/collections/restoreAsDraft.ts). Keys are Payload's; `{{…}}` and `<0>…</0>`
 * are its placeholders and must stay. tests/unit/admin-translations.test.ts reads every German text for "du".
 */

const RESTORE = {
  de: {
    aboutToRestore:
      'Die Fassung vom {{versionDate}} ({{label}}) wird als Entwurf wiederhergestellt. Die veröffentlichte Fassung bleibt auf der Website, bis Sie „Veröffentlichen“ wählen.',
    restoredSuccessfully:
      'Als Entwurf wiederhergestellt. Die veröffentlichte Fassung bleibt auf der Website, bis Sie veröffentlichen.',
    restoreThisVersion: 'Als Entwurf wiederherstellen',
  },
  en: {
    aboutToRestore:
      'The version of {{versionDate}} ({{label}}) will be restored as a draft. The published version stays on the website until you choose “Publish”.',
    restoredSuccessfully:
      'Restored as a draft. The published version stays on the website until you publish.',
    restoreThisVersion: 'Restore as draft',
  },
}

/** Payload's German texts in the company's tone ("Sie"), by namespace and key. */
const GERMAN_TONE = {
  authentication: {
    beginCreateFirstUser: 'Legen Sie zu Beginn das erste Benutzerkonto an.',
    checkYourEmailForPasswordReset:
      'Wenn die E-Mail-Adresse zu einem Benutzerkonto gehört, erhalten Sie in Kürze eine Anleitung zum Zurücksetzen Ihres Passworts. Bitte sehen Sie auch im Spam-Ordner nach, falls die E-Mail nicht im Posteingang ist.',
    forgotPasswordEmailInstructions:
      'Bitte geben Sie Ihre E-Mail-Adresse an. Sie erhalten eine E-Mail mit einer Anleitung zum Zurücksetzen Ihres Passworts.',
    forgotPasswordUsernameInstructions:
      'Bitte geben Sie Ihren Benutzernamen ein. Die Anleitung zum Zurücksetzen Ihres Passworts geht an die E-Mail-Adresse Ihres Benutzerkontos.',
    generatingNewAPIKeyWillInvalidate:
      'Ein neuer API-Schlüssel macht den bisherigen <1>ungültig</1>. Möchten Sie fortfahren?',
    loggedIn: 'Um sich mit einem anderen Benutzerkonto anzumelden, <0>melden</0> Sie sich zuerst ab.',
    loggedInChangePassword: 'Ihr Passwort ändern Sie in Ihrem <0>Benutzerkonto</0>.',
    loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
    loggedOutSuccessfully: 'Sie wurden abgemeldet.',
    loginWithAnotherUser:
      'Um sich mit einem anderen Benutzerkonto anzumelden, <0>melden</0> Sie sich zuerst ab.',
    newAccountCreated:
      'Für Sie wurde ein Konto auf <a href="{{serverURL}}">{{serverURL}}</a> angelegt. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link (oder kopieren Sie ihn in Ihren Browser): <a href="{{verificationURL}}">{{verificationURL}}</a><br> Danach können Sie sich anmelden.',
    resetYourPassword: 'Passwort zurücksetzen',
    verifyYourEmail: 'E-Mail-Adresse bestätigen',
    youAreInactive:
      'Sie waren eine Weile inaktiv und werden zu Ihrer Sicherheit in Kürze abgemeldet. Möchten Sie angemeldet bleiben?',
    youAreReceivingResetPassword:
      'Sie erhalten diese Nachricht, weil für Ihr Benutzerkonto das Zurücksetzen des Passworts angefordert wurde (von Ihnen oder jemand anderem). Bitte öffnen Sie den folgenden Link oder kopieren Sie ihn in Ihren Browser:',
    youDidNotRequestPassword:
      'Falls Sie das nicht angefordert haben, beachten Sie diese E-Mail bitte nicht. Ihr Passwort bleibt unverändert.',
  },
  dashboard: {
    discardMessage:
      'Ihr Dashboard-Layout hat ungespeicherte Änderungen. Möchten Sie diese wirklich verwerfen?',
    noItems:
      'Ihr Dashboard enthält keine Widgets. Sie fügen sie über das Menü „Dashboard“ in der oberen Leiste hinzu.',
    searchWidgets: 'Widgets suchen …',
  },
  error: {
    deletingTitle:
      'Beim Löschen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    documentNotFound:
      'Das Dokument mit der ID {{id}} wurde nicht gefunden. Es wurde gelöscht, hat nie bestanden, oder Sie haben keinen Zugriff darauf.',
    notAllowedToAccessPage: 'Sie haben keine Berechtigung für diese Seite.',
    notAllowedToPerformAction: 'Sie haben keine Berechtigung für diese Aktion.',
    restoringTitle:
      'Beim Wiederherstellen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
    unauthorized: 'Nicht angemeldet: Bitte melden Sie sich an.',
    unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument:
      'Geben Sie eine eigene URL ein oder verlinken Sie ein anderes Dokument.',
    chooseDocumentToLink: 'Dokument zum Verlinken auswählen',
  },
  folder: {
    folderTypeDescription: 'Welche Arten von Dokumenten dieser Ordner aufnehmen darf.',
    moveItemsToFolderConfirmation:
      '<1>{{count}} {{label}}</1> werden nach <2>{{toFolder}}</2> verschoben. Sind Sie sicher?',
    moveItemsToRootConfirmation:
      '<1>{{count}} {{label}}</1> werden in den Hauptordner verschoben. Sind Sie sicher?',
    moveItemToFolderConfirmation:
      '<1>{{title}}</1> wird nach <2>{{toFolder}}</2> verschoben. Sind Sie sicher?',
    moveItemToRootConfirmation: '<1>{{title}}</1> wird in den Hauptordner verschoben. Sind Sie sicher?',
  },
  general: {
    aboutToDelete: '{{label}} <1>{{title}}</1> wird gelöscht. Sind Sie sicher?',
    aboutToDeleteCount_many: '{{count}} {{label}} werden gelöscht.',
    aboutToDeleteCount_one: '{{count}} {{label}} wird gelöscht.',
    aboutToDeleteCount_other: '{{count}} {{label}} werden gelöscht.',
    aboutToPermanentlyDelete: '{{label}} <1>{{title}}</1> wird endgültig gelöscht. Sind Sie sicher?',
    aboutToPermanentlyDeleteTrash:
      '<0>{{count}}</0> <1>{{label}}</1> werden endgültig aus dem Papierkorb gelöscht. Sind Sie sicher?',
    aboutToRestore: '{{label}} <1>{{title}}</1> wird wiederhergestellt. Sind Sie sicher?',
    // Restoring from the trash keeps the state a record had (scripts/patch-dependencies.mjs), a draft only on request.
    aboutToRestoreAsDraft:
      '{{label}} <1>{{title}}</1> wird wiederhergestellt, wie es vor dem Löschen war: veröffentlicht oder als Entwurf. Sind Sie sicher?',
    aboutToRestoreAsDraftCount:
      '{{count}} {{label}} werden wiederhergestellt, jeweils wie vor dem Löschen: veröffentlicht oder als Entwurf.',
    aboutToRestoreCount: '{{count}} {{label}} werden wiederhergestellt.',
    aboutToTrash: '{{label}} <1>{{title}}</1> wird in den Papierkorb verschoben. Sind Sie sicher?',
    aboutToTrashCount: '{{count}} {{label}} werden in den Papierkorb verschoben.',
    // Payload's German put the label after an article of its own ("Dieses News-Beitrag", "Kein News").
    documentIsTrashed: '{{label}}: Dieser Eintrag liegt im Papierkorb und ist nur lesbar.',
    noTrashResults: 'Der Papierkorb enthält nichts aus „{{label}}“.',
    changesNotSaved:
      'Ihre Änderungen sind nicht gespeichert. Wenn Sie diese Seite verlassen, gehen sie verloren.',
    copyWarning: '{{to}} wird mit {{from}} für {{label}} {{title}} überschrieben. Sind Sie sicher?',
    creating: 'Wird angelegt',
    creatingNewLabel: '{{label}} anlegen',
    currentlyEditing:
      'bearbeitet dieses Dokument gerade. Wenn Sie übernehmen, wird die Bearbeitung dort gesperrt, und nicht gespeicherte Änderungen können verloren gehen.',
    documentOutOfDate:
      'Dieses Dokument wurde eben von jemand anderem geändert. Ihre Ansicht ist nicht mehr aktuell.',
    enterAValue: 'Wert eingeben',
    moveConfirm: '{{count}} {{label}} werden nach <1>{{destination}}</1> verschoben. Sind Sie sicher?',
    noLabel: '<ohne {{label}}>',
    noResults:
      'Keine Einträge in „{{label}}“ gefunden: Es gibt noch keine, oder keiner passt zu den gewählten Filtern.',
    searchBy: 'Suchen nach {{label}}',
    sorryNotFound: 'Leider wurde nichts gefunden, was zu Ihrer Anfrage passt.',
    unsavedChanges:
      'Sie haben ungespeicherte Änderungen. Bitte speichern oder verwerfen Sie sie, bevor Sie fortfahren.',
    unsavedChangesDuplicate: 'Sie haben ungespeicherte Änderungen. Trotzdem duplizieren?',
  },
  upload: {
    cropToolDescription:
      'Ziehen Sie an den Ecken des Ausschnitts, zeichnen Sie einen neuen oder passen Sie die Werte unten an.',
    dragAndDrop: 'Datei hierher ziehen',
  },
  validation: {
    emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    enterNumber: 'Bitte geben Sie eine gültige Zahl an.',
    username:
      'Bitte geben Sie einen gültigen Benutzernamen ein: Buchstaben, Ziffern, Bindestriche, Punkte und Unterstriche.',
  },
  version: {
    ...RESTORE.de,
    aboutToPublishSelection: 'Alle ausgewählten {{label}} werden veröffentlicht. Sind Sie sicher?',
    aboutToRestoreGlobal: '{{label}} wird auf den Stand vom {{versionDate}} zurückgesetzt.',
    aboutToRevertToPublished:
      'Dieses Dokument wird auf seine veröffentlichte Fassung zurückgesetzt. Sind Sie sicher?',
    aboutToUnpublish:
      'Dieses Dokument wird auf Entwurf gesetzt und verschwindet von der Website. Sind Sie sicher?',
    aboutToUnpublishIn:
      'Die Veröffentlichung dieses Dokuments auf {{locale}} wird aufgehoben. Sind Sie sicher?',
    aboutToUnpublishSelection:
      'Die Veröffentlichung aller ausgewählten {{label}} wird aufgehoben. Sind Sie sicher?',
    publishIn: 'Veröffentlichen auf {{locale}}',
    modifiedOnly: 'Nur Änderungen',
  },
  'plugin-seo': {
    bestPractices: 'Empfehlungen',
  },
}

/** Texts of the rich-text editor (registered by the editor after the config's own; see richText.ts). */
export const LEXICAL_TRANSLATIONS = {
  de: { lexical: { general: { placeholder: 'Text eingeben oder „/“ für Befehle drücken …' } } },
}

/**
 * The versions list's columns of who made a version and in which language (src/collections/editedBy.ts; drawn by
 * Payload's list as patched in scripts/patch-dependencies.mjs), with the languages' names by code.
 */
const VERSIONS_LIST = Object.fromEntries(
  STAFF_LANGUAGES.map((admin) => [
    admin,
    {
      editedBy: admin === 'de' ? 'Bearbeitet von' : 'Edited by',
      editedIn: admin === 'de' ? 'Sprache' : 'Language',
      ...Object.fromEntries(locales.map((code) => [code, LANGUAGES[code].adminLabel[admin]])),
    },
  ]),
) as unknown as Record<StaffLanguage, Record<string, string>>

/**
 * The restore dialog's part on languages (src/collections/restoreAsDraft.ts; drawn by Payload's dialog as patched in
 * scripts/patch-dependencies.mjs): which languages change, and the choice to restore them all.
 */
const RESTORE_LANGUAGES = {
  de: {
    changes: 'Es ändert sich nur {{language}} (mit den Feldern ohne Sprache wie Datum und Bild).',
    keeps: 'Unverändert bleibt: {{others}}.',
    changesAll: 'Es ändern sich alle Sprachen: {{all}}.',
    all: 'Alle Sprachen wiederherstellen',
  },
  en: {
    changes: 'Only {{language}} changes (with the fields without a language, such as date and picture).',
    keeps: 'Unchanged: {{others}}.',
    changesAll: 'Every language changes: {{all}}.',
    all: 'Restore every language',
  },
}

/**
 * Words Payload's admin writes out in English, named in the admin's language through the project's keys
 * (scripts/patch-dependencies.mjs): the duplicate button in chosen languages, the date picker's days and months.
 */
const ADMIN_WORDS = {
  de: {
    duplicateInLanguages: 'In Sprachen duplizieren …',
    chooseDay: 'Wählen:',
    notAvailable: 'Nicht wählbar:',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    restoreAsDraft: 'Als Entwurf wiederherstellen (nicht auf der Website)',
  },
  en: {
    duplicateInLanguages: 'Duplicate in languages …',
    chooseDay: 'Choose',
    notAvailable: 'Not available',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    restoreAsDraft: 'Restore as a draft (not on the website)',
  },
}

/** `i18n.translations` of the Payload config, beside those of other modules. */
export const ADMIN_TRANSLATIONS = {
  de: {
    ...GERMAN_TONE,
    general: { ...GERMAN_TONE.general, locale: 'Inhaltssprache' },
    versionsList: VERSIONS_LIST.de,
    restoreLanguages: RESTORE_LANGUAGES.de,
    adminWords: ADMIN_WORDS.de,
  },
  en: {
    general: {
      locale: 'Content language',
      aboutToRestoreAsDraft:
        '{{label}} <1>{{title}}</1> will be restored as it was before it was deleted: published or as a draft. Are you sure?',
      aboutToRestoreAsDraftCount:
        '{{count}} {{label}} will be restored, each as it was before it was deleted: published or as a draft.',
    },
    version: RESTORE.en,
    versionsList: VERSIONS_LIST.en,
    restoreLanguages: RESTORE_LANGUAGES.en,
    adminWords: ADMIN_WORDS.en,
  },
}
