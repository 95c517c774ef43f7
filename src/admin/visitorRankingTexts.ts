import type { FigureKind } from '@/data/visitorPages'
import type { RangePreset } from '@/lib/views/range'

/** The figures' rankings, their kinds and the preset ranges, in the admin's two languages. */
export const VISITOR_RANKING_TEXTS = {
  de: {
    presets: 'Zeitraum',
    preset: {
      yesterday: 'Gestern',
      last7: 'Letzte 7 Tage',
      lastWeek: 'Letzte Woche',
      last30: 'Letzte 30 Tage',
      lastMonth: 'Letzter Monat',
    } satisfies Record<RangePreset, string>,
    kinds: 'Was',
    kind: {
      pages: 'Alle Seiten',
      jobs: 'Stellenanzeigen',
      news: 'News',
      events: 'Termine',
      projects: 'Projekte',
      documents: 'Dokumente (Downloads)',
    } satisfies Record<FigureKind, string>,
    heading: {
      pages: 'Meistgelesene Seiten',
      jobs: 'Meistgelesene Stellenanzeigen',
      news: 'Meistgelesene News',
      events: 'Meistgelesene Termine',
      projects: 'Meistgelesene Projekte',
      documents: 'Meistgeladene Dokumente',
    } satisfies Record<FigureKind, string>,
    intro: {
      pages: 'Jede Seite einmal, deutsch und englisch zusammen, mit der Aufteilung nach Sprache.',
      record: 'Jeder Eintrag einmal, deutsch und englisch zusammen, mit der Aufteilung nach Sprache.',
      documents:
        'Jedes Dokument einmal: die deutsche Datei und ihre englische Fassung zusammen, aufgeteilt nach der Sprache der Datei; frühere Dateinamen zählen mit.',
    },
    rank: 'Platz',
    title: 'Titel',
    views: 'Aufrufe',
    downloads: 'Downloads',
    previous: 'Zeitraum davor',
    trend: 'Tendenz',
    unknownLanguage: 'ohne Sprache',
    none: 'Keine Einträge im Zeitraum.',
    range: (from: string, to: string) => `vom ${from} bis ${to}`,
  },
  en: {
    presets: 'Range',
    preset: {
      yesterday: 'Yesterday',
      last7: 'Last 7 days',
      lastWeek: 'Last week',
      last30: 'Last 30 days',
      lastMonth: 'Last month',
    } satisfies Record<RangePreset, string>,
    kinds: 'What',
    kind: {
      pages: 'All pages',
      jobs: 'Job ads',
      news: 'News',
      events: 'Events',
      projects: 'Projects',
      documents: 'Documents (downloads)',
    } satisfies Record<FigureKind, string>,
    heading: {
      pages: 'Most read pages',
      jobs: 'Most read job ads',
      news: 'Most read news',
      events: 'Most read events',
      projects: 'Most read projects',
      documents: 'Most downloaded documents',
    } satisfies Record<FigureKind, string>,
    intro: {
      pages: 'Each page once, German and English together, with the split by language.',
      record: 'Each entry once, German and English together, with the split by language.',
      documents:
        'Each document once: its German file and its English version together, split by the language of the file; earlier file names count too.',
    },
    rank: 'Rank',
    title: 'Title',
    views: 'Views',
    downloads: 'Downloads',
    previous: 'Range before',
    trend: 'Trend',
    unknownLanguage: 'no language',
    none: 'No entries in the range.',
    range: (from: string, to: string) => `from ${from} to ${to}`,
  },
}
