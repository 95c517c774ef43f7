import { csvDocument } from '@/lib/csv'
import { CASE_CHANNEL_LABELS } from '@/lib/whistleblower/caseChannelLabels'
import { CASE_CHANNELS, CASE_OUTCOMES } from '@/lib/constants'
import type { AreaFigures, AreaKey, YearlyFigures } from '@/lib/whistleblower/yearlyFigures'
import { CASE_AREA_LABELS, CASE_OUTCOME_LABELS, NO_AREA_LABEL, UNREADABLE_AREA_LABEL } from './caseClasses'
import { FIGURES_TEXTS } from './figuresTexts'
import { staffLanguage, type StaffLanguage } from '../staffLanguages'

type Language = StaffLanguage

/** One line of the figures: a count (of `of`, when it is a share of the received cases) or null (none). */
/** The admin's interface languages are German and English: anything else reads German. */
export const figuresLanguage = (value: string | null | undefined): Language => staffLanguage(value)

export type FigureRow = { key: string; label: string; value: number | null; of?: number; indent?: boolean }

const days = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

/** The figures as lines, for the view's table and the CSV alike. `running`: the year is not over yet. */
export function figureRows(figures: YearlyFigures, language: Language, running: boolean): FigureRow[] {
  const text = FIGURES_TEXTS[language]
  const total = figures.received
  const { outcomes } = figures
  return [
    { key: 'received', label: text.received, value: total },
    ...CASE_CHANNELS.map((channel) => ({
      key: `channel-${channel}`,
      label: CASE_CHANNEL_LABELS[channel][language],
      value: figures.byChannel[channel],
      indent: true,
    })),
    { key: 'anonymous', label: text.anonymous, value: figures.anonymous, of: total },
    {
      key: 'acknowledgedInTime',
      label: text.acknowledgedInTime,
      value: figures.acknowledgedInTime,
      of: total,
    },
    {
      key: 'acknowledgementPending',
      label: text.acknowledgementPending,
      value: figures.acknowledgementPending,
      of: total,
    },
    {
      key: 'medianDaysToAcknowledge',
      label: text.medianDaysToAcknowledge,
      value: days(figures.medianDaysToAcknowledge),
    },
    { key: 'feedbackInTime', label: text.feedbackInTime, value: figures.feedbackInTime, of: total },
    { key: 'feedbackPending', label: text.feedbackPending, value: figures.feedbackPending, of: total },
    { key: 'medianDaysToFeedback', label: text.medianDaysToFeedback, value: days(figures.medianDaysToFeedback) },
    { key: 'closed', label: text.closed, value: figures.closed },
    ...CASE_OUTCOMES.map((outcome) => ({
      key: `outcome-${outcome}`,
      label: `${CASE_OUTCOME_LABELS[outcome][language]} (${CASE_OUTCOME_LABELS[outcome].law})`,
      value: outcomes[outcome],
      indent: true,
    })),
    ...(outcomes.none
      ? [{ key: 'outcome-none', label: text.outcomeNone, value: outcomes.none, indent: true }]
      : []),
    { key: 'medianDaysToClose', label: text.medianDaysToClose, value: days(figures.medianDaysToClose) },
    {
      key: 'openAtYearEnd',
      label: running ? text.openNow : text.openAtYearEnd,
      value: figures.openAtYearEnd,
    },
    { key: 'markedOut', label: text.markedOut, value: figures.markedOut },
  ]
}

/** The name of a line of the figures per subject area. */
export function areaLabel(area: AreaKey, language: Language): string {
  if (area === 'none') return NO_AREA_LABEL[language]
  if (area === 'unreadable') return UNREADABLE_AREA_LABEL[language]
  return CASE_AREA_LABELS[area][language]
}

/** The columns of the figures per subject area (the view's table and the CSV). */
export const AREA_COLUMNS = [
  'received',
  'anonymous',
  'acknowledgedInTime',
  'feedbackInTime',
  'closed',
  'openAtYearEnd',
  'medianDaysToAcknowledge',
  'medianDaysToFeedback',
] as const satisfies readonly (keyof YearlyFigures)[]

export function areaColumnLabel(column: (typeof AREA_COLUMNS)[number], language: Language, running: boolean) {
  const text = FIGURES_TEXTS[language]
  return column === 'openAtYearEnd' && running ? text.openNow : text[column]
}

/** One area's values in the order of AREA_COLUMNS (a median rounded to a tenth, null without any). */
export const areaValues = (figures: YearlyFigures): (number | null)[] =>
  AREA_COLUMNS.map((column) =>
    column.startsWith('median') ? days(figures[column] as number | null) : (figures[column] as number),
  )

/** A number as the language writes it (decimal comma in German). */
export const formatFigure = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(value)

/**
 * The figures as CSV for a spreadsheet: semicolons (what German Excel expects), a byte-order mark so that umlauts
 * survive, the year's figures first, then one line per month.
 */
export function figuresCsv(
  figures: YearlyFigures,
  language: Language,
  running: boolean,
  areas: AreaFigures[] = [],
): string {
  const text = FIGURES_TEXTS[language]
  const lines: (string | number)[][] = [
    [text.year, figures.year],
    [text.metric, text.value, language === 'de' ? 'von' : 'of'],
    ...figureRows(figures, language, running).map((row) => [
      row.label,
      row.value === null ? '' : formatFigure(row.value, language),
      row.of ?? '',
    ]),
    [],
    [text.month, text.receivedShort, text.closedShort],
    ...figures.months.map((month) => [
      `${figures.year}-${String(month.month).padStart(2, '0')}`,
      month.received,
      month.closed,
    ]),
    [],
    [text.area, ...AREA_COLUMNS.map((column) => areaColumnLabel(column, language, running))],
    ...areas.map(({ area, figures: counted }) => [
      areaLabel(area, language),
      ...areaValues(counted).map((value) => (value === null ? '' : formatFigure(value, language))),
    ]),
  ]
  return csvDocument(lines)
}
