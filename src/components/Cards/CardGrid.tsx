import type { ReactNode } from 'react'
import styles from './Cards.module.css'

/** The grid the news and events lists lay their cards (PostCard) out in. */
export function CardGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <ul className={styles.grid} data-testid={testId}>
      {children}
    </ul>
  )
}
