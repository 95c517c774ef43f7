import { DEADLINE_STATE_LABELS } from '@/lib/whistleblower/caseDeadlines'
import { staffLanguage } from '@/lib/staffLanguages'
type Texts = {
  onlyOffice: string
  statusTitle: string
  openCases: string
  assignedToMe: string
  unassigned: string
  deadlinesTitle: string
  overdueCount: (count: number) => string
  dueSoonCount: (count: number) => string
  deadlinesNone: string
  deadlinesHint: (acknowledgeDays: number, feedbackDays: number) => string
  states: { overdue: string; 'due-soon': string; upcoming: string }
  columns: { case: string; deadline: string; due: string; assignee: string; from: string; when: string }
  nobody: string
  allCases: string
  messagesTitle: string
  messagesNone: string
  messagesHint: string
}

/** The reporting office's case desk on the dashboard, in the admin's two languages. */
export const CASE_DESK_TEXTS: { de: Texts; en: Texts } = {
  de: {
    onlyOffice: 'Nur für Mitglieder der Meldestelle.',
    statusTitle: 'Fälle nach Status',
    openCases: 'offen',
    assignedToMe: 'mir zugewiesen',
    unassigned: 'ohne Zuständigkeit',
    deadlinesTitle: 'Fristen',
    overdueCount: (count) => `${count} überschritten`,
    dueSoonCount: (count) => `${count} bald fällig`,
    deadlinesNone: 'Keine offenen Fälle, keine Fristen.',
    deadlinesHint: (acknowledgeDays, feedbackDays) =>
      `Die nächste Frist jedes offenen Falls (§ 17 HinSchG). „Bald fällig“ und eine Erinnerung an das Postfach der Meldestelle: ${acknowledgeDays} Tage vor der Eingangsbestätigung, ${feedbackDays} Tage vor der Rückmeldung.`,
    states: DEADLINE_STATE_LABELS.de,
    columns: {
      case: 'Fall',
      deadline: 'Frist',
      due: 'Fällig am',
      assignee: 'Zuständig',
      from: 'Von',
      when: 'Eingegangen',
    },
    nobody: '–',
    allCases: 'Alle Hinweise',
    messagesTitle: 'Neueste Nachrichten',
    messagesNone: 'Noch keine Nachrichten.',
    messagesHint: 'Den Inhalt lesen Sie im Fall.',
  },
  en: {
    onlyOffice: 'For members of the reporting office only.',
    statusTitle: 'Cases by status',
    openCases: 'open',
    assignedToMe: 'assigned to me',
    unassigned: 'unassigned',
    deadlinesTitle: 'Deadlines',
    overdueCount: (count) => `${count} overdue`,
    dueSoonCount: (count) => `${count} due soon`,
    deadlinesNone: 'No open cases, no deadlines.',
    deadlinesHint: (acknowledgeDays, feedbackDays) =>
      `The next deadline of each open case (HinSchG §17). “Due soon”, and a reminder to the reporting office’s inbox: ${acknowledgeDays} days before the acknowledgement, ${feedbackDays} days before the feedback.`,
    states: DEADLINE_STATE_LABELS.en,
    columns: {
      case: 'Case',
      deadline: 'Deadline',
      due: 'Due',
      assignee: 'Assigned to',
      from: 'From',
      when: 'Received',
    },
    nobody: '–',
    allCases: 'All reports',
    messagesTitle: 'Newest messages',
    messagesNone: 'No messages yet.',
    messagesHint: 'Read the content in the case.',
  },
}

export type CaseDeskText = Texts

export const caseDeskTexts = (language: string): Texts => CASE_DESK_TEXTS[staffLanguage(language)]
