import styles from '../Figures.module.css'

export type Bar = { key: string; label: string; value: number }

/**
 * One bar per line (the received reports of each subject area): plain HTML and CSS, printable, no script. The
 * numbers stand beside the bars and again in the table below.
 */
export function AreaBars({ title, bars }: { title: string; bars: Bar[] }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value))
  return (
    <figure aria-label={title} data-testid="figures-area-chart" style={{ margin: 0 }}>
      <ul className={styles.bars}>
        {bars.map((bar) => (
          <li key={bar.key} data-area={bar.key}>
            <span>{bar.label}</span>
            <span className={styles.barTrack} aria-hidden="true">
              <span className={styles.bar} style={{ display: 'block', width: `${(bar.value / largest) * 100}%` }} />
            </span>
            <span className={styles.number}>{bar.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}
