import type { VisitorTexts } from './visitorTexts'
import styles from './Visitors.module.css'

/** How a figure compares with the range before: new, up, down or the same, in per cent. */
export function VisitorTrend({
  views,
  previous,
  text,
}: {
  views: number
  previous: number
  text: VisitorTexts
}) {
  if (previous === 0) return <span className={styles.up}>{text.isNew}</span>
  const change = Math.round(((views - previous) / previous) * 100)
  if (change === 0) return <span>{`± 0 % (${text.same})`}</span>
  return change > 0 ? (
    <span className={styles.up}>{`▲ +${change} % (${text.up})`}</span>
  ) : (
    <span className={styles.down}>{`▼ ${change} % (${text.down})`}</span>
  )
}
