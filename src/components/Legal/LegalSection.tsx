import type { ReactNode } from 'react'
import styles from '@/styles/legalPage.module.css'

type Props = { id: string; heading: string; children: ReactNode; className?: string; testId?: string }

/** One titled part of a legal page: a section named by its h2, addressable by its id. */
export function LegalSection({ id, heading, children, className, testId }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`${styles.section} ${className ?? ''}`}
      data-testid={testId}
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  )
}
