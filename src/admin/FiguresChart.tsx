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

/** A value axis of round steps from 0 over the plot's height: where a value lies, and the ticks to mark. */
export function chartScale(max: number, height: number, top: number, bottom: number) {
  const step = axisStep(max)
  const highest = Math.ceil(max / step) * step
  const plotHeight = height - top - bottom
  const y = (value: number) => top + plotHeight - (value / highest) * plotHeight
  const ticks = Array.from({ length: highest / step + 1 }, (_, index) => index * step)
  return { y, ticks }
}

/** The horizontal lines of the ticks, each with its number at the left. */
export function ChartGrid({
  ticks,
  y,
  left,
  width,
}: {
  ticks: number[]
  y: (value: number) => number
  left: number
  width: number
}) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line
        className={styles.axis}
        x1={left}
        x2={width}
        y1={y(tick)}
        y2={y(tick)}
        strokeWidth={tick ? 0.5 : 1}
      />
      <text className={styles.label} x={left - 6} y={y(tick) + 4} textAnchor="end">
        {tick}
      </text>
    </g>
  ))
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
