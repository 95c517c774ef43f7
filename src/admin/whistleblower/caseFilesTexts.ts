/** The texts of the case's files on the case desk, German and English. */
export const CASE_FILES_TEXT = {
  de: {
    heading: 'Anhänge',
    none: 'Keine Anhänge.',
    file: 'Anhang',
    download: 'herunterladen',
    play: 'Sprachnachricht abspielen',
    fromReporter: 'von der meldenden Person',
    fromOffice: 'von der Meldestelle',
    removed: 'Entfernte Metadaten',
    nothingRemoved: 'keine gefunden oder nicht entfernbar',
    replyHeading: 'Antwort mit Anhang senden',
    replyText: 'Nachricht an die meldende Person',
    replyFiles:
      'Dateien (bis zu 10, zusammen höchstens 50 MB: PDF, JPEG, PNG, WebP, HEIC, DOCX, XLSX, ODT, TXT, MP3, M4A, Ogg, WebM)',
    send: 'Antwort mit Anhang senden',
    sending: 'Wird gesendet …',
    sent: 'Gesendet. Die meldende Person sieht die Antwort und die Dateien auf der Website.',
    failed: 'Nicht gesendet',
    messageMissing: 'Bitte eine Nachricht schreiben.',
    filesMissing: 'Bitte mindestens eine Datei wählen.',
    noAnswer: 'Der Server hat nicht geantwortet.',
  },
  en: {
    heading: 'Files',
    none: 'No files.',
    file: 'File',
    download: 'download',
    play: 'Play voice message',
    fromReporter: 'from the reporter',
    fromOffice: 'from the reporting office',
    removed: 'Metadata removed',
    nothingRemoved: 'none found or not removable',
    replyHeading: 'Send a reply with files',
    replyText: 'Message to the reporter',
    replyFiles:
      'Files (up to 10, together at most 50 MB: PDF, JPEG, PNG, WebP, HEIC, DOCX, XLSX, ODT, TXT, MP3, M4A, Ogg, WebM)',
    send: 'Send reply with files',
    sending: 'Sending …',
    sent: 'Sent. The reporter sees the reply and the files on the website.',
    failed: 'Not sent',
    messageMissing: 'Please write a message.',
    filesMissing: 'Please choose at least one file.',
    noAnswer: 'The server did not answer.',
  },
} as const

export type CaseFilesText = (typeof CASE_FILES_TEXT)['de' | 'en']
