import type { MonthFigures } from '@/lib/whistleblower/yearlyFigures'
import type { FiguresTexts } from '@/lib/whistleblower/figuresTexts'
import { ChartGrid, chartScale } from '../ChartGrid'
import styles from '../Figures.module.css'

const WIDTH = 720
const HEIGHT = 240
const LEFT = 36
const BOTTOM = 28
const TOP = 12

/**
 * Received and closed reports per month as two bars each, plain SVG (printable, no script, nothing fetched).
 * The numbers are in the table beside it for screen readers; the picture is one image with a title.
 */
export function FiguresChart({
  months,
  text,
  year,
}: {
  months: MonthFigures[]
  text: FiguresTexts
  year: number
}) {
  const { y, ticks } = chartScale(
    Math.max(1, ...months.flatMap((month) => [month.received, month.closed])),
    HEIGHT,
    TOP,
    BOTTOM,
  )
  const slot = (WIDTH - LEFT) / 12
  const bar = slot * 0.32
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="figures-chart-title"
      data-testid="figures-chart"
    >
      <title id="figures-chart-title">{text.chartDescription(year)}</title>
      <ChartGrid ticks={ticks} y={y} left={LEFT} width={WIDTH} />
      {months.map((month, index) => {
        const x = LEFT + index * slot + slot * 0.16
        return (
          <g key={month.month} data-month={month.month}>
            <rect
              className={styles.received}
              x={x}
              y={y(month.received)}
              width={bar}
              height={y(0) - y(month.received)}
              data-value={month.received}
            />
            <rect
              className={styles.closed}
              x={x + bar + 2}
              y={y(month.closed)}
              width={bar}
              height={y(0) - y(month.closed)}
              data-value={month.closed}
            />
            <text className={styles.label} x={x + bar + 1} y={HEIGHT - 8} textAnchor="middle">
              {text.months[index]}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
