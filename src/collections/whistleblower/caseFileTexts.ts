import { staffLanguage } from '@/lib/staffLanguages'
type Texts = {
  title: (caseNumber: string) => string
  confidential: string
  exported: (who: string, when: string) => string
  print: string
  printHint: string
  caseSection: string
  status: string
  deadlines: string
  noDeadlines: string
  reportSection: string
  notGiven: string
  conversationSection: string
  conversationNone: string
  notesSection: string
  notesHint: string
  notesNone: string
  filesSection: string
  filesHint: string
  filesNone: string
  fileColumns: { number: string; name: string; type: string; size: string; from: string; sha256: string }
  fileFrom: { reporter: string; office: string }
  fileUnreadable: string
  archive: string
  archiveHint: string
  redactionsSection: string
  redactionsHint: string
  redactionsNone: string
  redactedBy: (scope: string, who: string, when: string) => string
  refused: Record<403 | 404 | 409, string>
}

/** The printable case file, in the admin's two languages. */
export const CASE_FILE_TEXTS: { de: Texts; en: Texts } = {
  de: {
    title: (caseNumber) => `Fallakte ${caseNumber}`,
    confidential: 'Vertraulich – nur für die Meldestelle (§ 8 HinSchG).',
    exported: (who, when) => `Erstellt von ${who} am ${when}; im Zugriffsprotokoll vermerkt.`,
    print: 'Drucken oder als PDF speichern',
    printHint: 'Ausgedruckt ohne Menü und Seitenleiste.',
    caseSection: 'Fall',
    status: 'Status',
    deadlines: 'Offene Fristen',
    noDeadlines: 'keine',
    reportSection: 'Meldung',
    notGiven: 'nicht angegeben',
    conversationSection: 'Nachrichten mit der meldenden Person',
    conversationNone: 'Keine weiteren Nachrichten.',
    notesSection: 'Interne Notizen',
    notesHint: 'Nur für die Meldestelle; die meldende Person sieht sie nicht.',
    notesNone: 'Keine internen Notizen.',
    filesSection: 'Anhänge',
    filesHint:
      'Größe und SHA-256-Prüfsumme des Inhalts, wie er gespeichert ist (Metadaten entfernt): Damit lässt sich prüfen, dass eine Datei unverändert ist.',
    filesNone: 'Keine Anhänge.',
    fileColumns: {
      number: 'Nr.',
      name: 'Dateiname',
      type: 'Typ',
      size: 'Größe',
      from: 'Von',
      sha256: 'SHA-256',
    },
    fileFrom: { reporter: 'meldende Person', office: 'Meldestelle' },
    fileUnreadable: 'lässt sich nicht öffnen (fehlt oder wurde verändert)',
    redactionsSection: 'Schwärzungen',
    redactionsHint:
      'Stellen, die die Meldestelle für diese Fallakte geschwärzt hat; sie stehen oben als „[geschwärzt]“. Der Fall selbst ist unverändert. Anhänge werden nicht geschwärzt.',
    redactionsNone: 'Keine Schwärzungen.',
    redactedBy: (scope, who, when) => `${scope}: geschwärzt von ${who} am ${when}`,
    archive: 'Fallakte mit Anhängen als ZIP herunterladen',
    archiveHint:
      'Für die Prüfung auf einem Rechner ohne Netz: Fallakte und alle Anhänge entschlüsselt. Der Download wird im Zugriffsprotokoll vermerkt; verwahren Sie die Datei wie die Akte selbst.',
    refused: {
      403: 'Die Fallakte ist nur für Mitglieder der Meldestelle.',
      404: 'Diesen Fall gibt es nicht.',
      409: 'Dieser Fall ist für Sie nicht geöffnet: Melden Sie sich ab und wieder an, oder lassen Sie sich von einem Mitglied der Meldestelle Zugang gewähren.',
    },
  },
  en: {
    title: (caseNumber) => `Case file ${caseNumber}`,
    confidential: 'Confidential – for the reporting office only (HinSchG §8).',
    exported: (who, when) => `Made by ${who} on ${when}; noted in the access log.`,
    print: 'Print or save as PDF',
    printHint: 'Printed without the menu and sidebar.',
    caseSection: 'Case',
    status: 'Status',
    deadlines: 'Open deadlines',
    noDeadlines: 'none',
    reportSection: 'Report',
    notGiven: 'not given',
    conversationSection: 'Messages with the reporter',
    conversationNone: 'No further messages.',
    notesSection: 'Internal notes',
    notesHint: 'For the reporting office only; the reporter does not see them.',
    notesNone: 'No internal notes.',
    filesSection: 'Files',
    filesHint:
      'Size and SHA-256 checksum of the content as stored (metadata removed): they show that a file is unchanged.',
    filesNone: 'No files.',
    fileColumns: {
      number: 'No.',
      name: 'File name',
      type: 'Type',
      size: 'Size',
      from: 'From',
      sha256: 'SHA-256',
    },
    fileFrom: { reporter: 'reporter', office: 'reporting office' },
    fileUnreadable: 'cannot be opened (missing or changed)',
    redactionsSection: 'Redactions',
    redactionsHint:
      'Passages the reporting office redacted for this case file; they appear above as “[redacted]”. The case itself is unchanged. Files are not redacted.',
    redactionsNone: 'No redactions.',
    redactedBy: (scope, who, when) => `${scope}: redacted by ${who} on ${when}`,
    archive: 'Download the case file with its files as ZIP',
    archiveHint:
      'For review on a computer without a network: the case file and every file, decrypted. The download is noted in the access log; keep the file as safely as the case file itself.',
    refused: {
      403: 'The case file is for members of the reporting office only.',
      404: 'There is no such case.',
      409: 'This case is not open for you: sign out and in again, or ask a member of the reporting office to grant you access.',
    },
  },
}

export const caseFileTexts = (language: string): Texts => CASE_FILE_TEXTS[staffLanguage(language)]
