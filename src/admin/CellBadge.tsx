import type { ReactNode } from 'react'

/** How a mark in a list column stands out: in the admin's error, warning or success colours. */
export type BadgeTone = 'error' | 'warning' | 'success'

/** A short mark in a list column (a deadline passed, a job expired, a publication scheduled). */
export function CellBadge({ tone, mark, children }: { tone: BadgeTone; mark: string; children: ReactNode }) {
  return (
    <strong
      style={{
        background: `var(--theme-${tone}-100)`,
        color: `var(--theme-${tone}-750)`,
        border: `1px solid var(--theme-${tone}-400)`,
        borderRadius: 'var(--style-radius-s)',
        padding: '0.1rem 0.5rem',
        whiteSpace: 'nowrap',
      }}
      data-mark={mark}
    >
      {children}
    </strong>
  )
}
