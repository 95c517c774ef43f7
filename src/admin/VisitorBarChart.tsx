import { ChartGrid, chartScale } from './ChartGrid'
import figureStyles from './Figures.module.css'
import styles from './Visitors.module.css'

const WIDTH = 720
const HEIGHT = 220
const LEFT = 44
const BOTTOM = 28
const TOP = 12
/** Room right of the last bar for its label. */
const RIGHT = 18

/**
 * Bars of one series, plain SVG drawn on the server: no script, nothing fetched, printable. One image with a
 * title for screen readers, each bar with its own title (its label and number, also shown on hover); the
 * numbers are in the CSV. Every `labelEvery`-th bar, counted back from the last, is labelled below the axis.
 */
export function VisitorBarChart({
  id,
  title,
  bars,
  labelEvery = 1,
}: {
  id: string
  title: string
  bars: { key: string; label: string; name: string; value: number }[]
  labelEvery?: number
}) {
  const { y, ticks } = chartScale(Math.max(1, ...bars.map((bar) => bar.value)), HEIGHT, TOP, BOTTOM)
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(1, bars.length)
  return (
    <svg
      className={figureStyles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <title id={`${id}-title`}>{title}</title>
      <ChartGrid ticks={ticks} y={y} left={LEFT} width={WIDTH} />
      {bars.map((bar, index) => {
        const x = LEFT + index * slot + slot * 0.15
        return (
          <g key={bar.key} data-key={bar.key} data-value={bar.value}>
            <rect
              className={styles.bar}
              x={x}
              y={y(bar.value)}
              width={slot * 0.7}
              height={y(0) - y(bar.value)}
            >
              <title>{`${bar.name}: ${bar.value}`}</title>
            </rect>
            {(bars.length - 1 - index) % labelEvery === 0 ? (
              <text className={figureStyles.label} x={x + slot * 0.35} y={HEIGHT - 8} textAnchor="middle">
                {bar.label}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}
