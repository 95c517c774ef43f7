import styles from './Figures.module.css'

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
