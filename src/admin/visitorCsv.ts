import type { VisitorFigures } from '@/data/visitorFigures'
import { csvDocument } from '@/lib/csv'
import { VISITOR_TEXTS, type VisitorLanguage } from './visitorTexts'

/** The dashboard's figures as one CSV: a section per table, each line section; key; detail; value. */
export function visitorCsv(figures: VisitorFigures, language: VisitorLanguage): string {
  const text = VISITOR_TEXTS[language]
  const lines: (string | number)[][] = [
    [text.csvKind, text.csvKey, text.csvDetail, text.csvValue],
    [text.from, figures.range.from, '', ''],
    [text.to, figures.range.to, '', ''],
    [text.views, '', '', figures.total],
    ...figures.days.map((day) => [text.perDay, day.date, '', day.views]),
    ...figures.months.map((month) => [text.perMonth, month.month, '', month.views]),
    ...figures.pages.map((page) => [text.pages, page.path, `${text.previous}: ${page.previous}`, page.views]),
    ...figures.referrers.map((row) => [text.referrers, row.host || text.direct, '', row.views]),
    ...figures.languages.map((row) => [text.languages, row.language, '', row.views]),
    ...figures.devices.map((row) => [text.devices, row.device, '', row.views]),
    ...figures.notFound.map((row) => [text.notFound, row.path, row.referrerHost, row.count]),
    ...figures.searches.map((row) => [text.searches, row.term, '', row.count]),
    ...figures.searchWeeks.flatMap((week) => [
      ...week.top.map((row) => [text.topSearches, row.term, text.week(week.range.from, week.range.to), row.count]),
      ...week.withoutResults.map((row) => [text.withoutResults, row.term, text.week(week.range.from, week.range.to), row.count]),
    ]),
  ]
  return csvDocument(lines)
}
