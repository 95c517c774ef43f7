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
    refused: {
      403: 'The case file is for members of the reporting office only.',
      404: 'There is no such case.',
      409: 'This case is not open for you: sign out and in again, or ask a member of the reporting office to grant you access.',
    },
  },
}

export const caseFileTexts = (language: string): Texts =>
  language === 'en' ? CASE_FILE_TEXTS.en : CASE_FILE_TEXTS.de
