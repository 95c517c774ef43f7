import type { ReactNode } from 'react'
import styles from './FollowUp.module.css'

/** The follow-up page's column: its lead paragraph over the rest. */
export function FollowUpColumn({ lead, children }: { lead: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.lead}>{lead}</p>
      {children}
    </div>
  )
}

/** The panel the follow-up (sign-in with the access code, then the case) stands in. */
export function FollowUpPanel({ children }: { children: ReactNode }) {
  return (
    <div className={styles.panel} data-testid="follow-up-panel">
      {children}
    </div>
  )
}
