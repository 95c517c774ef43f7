import { FIGURE_KINDS, type FigureKind } from '@/data/visitorPages'
import { presetRange, RANGE_PRESETS, type DayRange } from '@/lib/views/range'
import type { StaffLanguage } from '@/lib/staffLanguages'
import { VISITOR_RANKING_TEXTS } from './visitorRankingTexts'
import styles from './Visitors.module.css'

/**
 * The figures' two rows of links: what to rank (every page, one kind of record, the documents' downloads) and the
 * preset ranges. Each keeps the other's choice, so "the most read job ad last week" is two clicks away.
 */
export function VisitorShortcuts({
  page,
  kind,
  range,
  language,
  now = new Date(),
}: {
  page: string
  kind: FigureKind
  range: DayRange
  language: StaffLanguage
  now?: Date
}) {
  const text = VISITOR_RANKING_TEXTS[language]
  const link = (art: FigureKind, shown: DayRange) =>
    `${page}?${new URLSearchParams({ ...(art === 'pages' ? {} : { art }), from: shown.from, to: shown.to })}`
  return (
    <div className={styles.shortcuts}>
      <nav aria-label={text.kinds} data-testid="visitors-kinds">
        {FIGURE_KINDS.map((art) => (
          <a key={art} href={link(art, range)} aria-current={art === kind ? 'page' : undefined}>
            {text.kind[art]}
          </a>
        ))}
      </nav>
      <nav aria-label={text.presets} data-testid="visitors-presets">
        {RANGE_PRESETS.map((preset) => {
          const shown = presetRange(preset, now)
          const current = shown.from === range.from && shown.to === range.to
          return (
            <a key={preset} href={link(kind, shown)} aria-current={current ? 'true' : undefined}>
              {text.preset[preset]}
            </a>
          )
        })}
      </nav>
    </div>
  )
}
