import { csvDocument } from '@/lib/csv'
import { CASE_CHANNEL_LABELS } from '@/lib/whistleblower/caseChannelLabels'
import { CASE_CHANNELS } from '@/lib/constants'
import type { YearlyFigures } from '@/lib/whistleblower/yearlyFigures'
import { FIGURES_TEXTS } from './figuresTexts'
import { staffLanguage, type StaffLanguage } from '../staffLanguages'

type Language = StaffLanguage

/** One line of the figures: a count (of `of`, when it is a share of the received cases) or null (none). */
/** The admin's interface languages are German and English: anything else reads German. */
export const figuresLanguage = (value: string | null | undefined): Language => staffLanguage(value)

export type FigureRow = { key: string; label: string; value: number | null; of?: number; indent?: boolean }

/** The figures as lines, for the view's table and the CSV alike. `running`: the year is not over yet. */
export function figureRows(figures: YearlyFigures, language: Language, running: boolean): FigureRow[] {
  const text = FIGURES_TEXTS[language]
  const total = figures.received
  return [
    { key: 'received', label: text.received, value: total },
    ...CASE_CHANNELS.map((channel) => ({
      key: `channel-${channel}`,
      label: CASE_CHANNEL_LABELS[channel][language],
      value: figures.byChannel[channel],
      indent: true,
    })),
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
    { key: 'feedbackInTime', label: text.feedbackInTime, value: figures.feedbackInTime, of: total },
    { key: 'feedbackPending', label: text.feedbackPending, value: figures.feedbackPending, of: total },
    { key: 'closed', label: text.closed, value: figures.closed },
    {
      key: 'medianDaysToClose',
      label: text.medianDaysToClose,
      value: figures.medianDaysToClose === null ? null : Math.round(figures.medianDaysToClose * 10) / 10,
    },
    {
      key: 'openAtYearEnd',
      label: running ? text.openNow : text.openAtYearEnd,
      value: figures.openAtYearEnd,
    },
  ]
}

/** A number as the language writes it (decimal comma in German). */
export const formatFigure = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(value)

/**
 * The figures as CSV for a spreadsheet: semicolons (what German Excel expects), a byte-order mark so that umlauts
 * survive, the year's figures first, then one line per month.
 */
export function figuresCsv(figures: YearlyFigures, language: Language, running: boolean): string {
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
  ]
  return csvDocument(lines)
}
