import type { AdminText } from '@/collections/adminLabels'

/** The editors' dashboard panels and the translation overview, in the admin's two languages. */
export const EDITOR_DESK_TEXTS = {
  drafts: { de: 'Meine Entwürfe', en: 'My drafts' },
  draftsNone: { de: 'Keine offenen Entwürfe von Ihnen.', en: 'No open drafts of yours.' },
  draftsHint: {
    de: 'Neue Einträge und Änderungen, die Sie noch nicht veröffentlicht haben.',
    en: 'New entries and changes you have not published yet.',
  },
  changes: { de: 'Letzte Änderungen anderer', en: 'Recent changes by others' },
  changesNone: {
    de: 'Niemand sonst hat zuletzt etwas geändert.',
    en: 'Nobody else changed anything lately.',
  },
  translations: { de: 'Übersetzungen', en: 'Translations' },
  translationsCount: {
    de: '{stale} veraltet, {untranslated} nicht übersetzt',
    en: '{stale} out of date, {untranslated} not translated',
  },
  translationsNone: {
    de: 'Alle englischen Fassungen sind aktuell.',
    en: 'Every English version is up to date.',
  },
  translationsAll: { de: 'Zur Übersetzungsübersicht', en: 'Open the translation overview' },
  failed: { de: 'Fehlgeschlagene Planungen', en: 'Failed schedules' },
  failedNone: {
    de: 'Alle geplanten Veröffentlichungen liefen wie geplant.',
    en: 'Every scheduled publication ran as planned.',
  },
  what: { de: 'Eintrag', en: 'Entry' },
  where: { de: 'Bereich', en: 'Section' },
  when: { de: 'Geändert', en: 'Changed' },
  who: { de: 'Von', en: 'By' },
  language: { de: 'Sprache', en: 'Language' },
  state: { de: 'Zustand', en: 'State' },
  fields: { de: 'Felder', en: 'Fields' },
  germanChanged: { de: 'Deutsch geändert', en: 'German changed' },
  draft: { de: 'Entwurf', en: 'Draft' },
  overviewTitle: { de: 'Übersetzungen', en: 'Translations' },
  overviewNav: { de: 'Übersetzungen', en: 'Translations' },
  overviewIntro: {
    de: 'Jeder Eintrag und jeder Bereich der Website, dessen englische Fassung fehlt oder älter ist als die deutsche, nach Bereich. Der Titel öffnet den Eintrag; in der englischen Ansicht steht der deutsche Text unter jedem betroffenen Feld.',
    en: 'Every entry and website section whose English version is missing or older than the German one, by section. The title opens the entry; in its English view the German text stands below each field concerned.',
  },
  overviewNone: { de: 'Alles übersetzt und aktuell.', en: 'Everything translated and up to date.' },
  notForYou: { de: 'Diese Seite ist für die Redaktion.', en: 'This page is for the editors.' },
} satisfies Record<string, AdminText | Record<string, string>>
