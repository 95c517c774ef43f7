import type { MonthFigures } from '@/lib/whistleblower/yearlyFigures'
import type { FiguresTexts } from './figuresTexts'
import styles from './Figures.module.css'

const WIDTH = 720
const HEIGHT = 240
const LEFT = 36
const BOTTOM = 28
const TOP = 12

/** Round steps for the axis: 1, 2, 5, 10, 20, … so that about four lines mark it. */
function axisStep(max: number): number {
  const rough = Math.max(1, max / 4)
  const power = 10 ** Math.floor(Math.log10(rough))
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? rough
}

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
  const max = Math.max(1, ...months.flatMap((month) => [month.received, month.closed]))
  const step = axisStep(max)
  const top = Math.ceil(max / step) * step
  const plotHeight = HEIGHT - TOP - BOTTOM
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight
  const slot = (WIDTH - LEFT) / 12
  const bar = slot * 0.32
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step)
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="figures-chart-title"
      data-testid="figures-chart"
    >
      <title id="figures-chart-title">{text.chartDescription(year)}</title>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            className={styles.axis}
            x1={LEFT}
            x2={WIDTH}
            y1={y(tick)}
            y2={y(tick)}
            strokeWidth={tick ? 0.5 : 1}
          />
          <text className={styles.label} x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
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
