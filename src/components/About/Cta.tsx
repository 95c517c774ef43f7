import type { ReactNode } from 'react'
import styles from '@/styles/aboutPage.module.css'

/** Closing block of a page: navy surface, headline, short text and its buttons. */
export function Cta({ headline, text, children }: { headline: string; text?: string; children: ReactNode }) {
  return (
    <section className={`container ${styles.ctaSection}`} aria-labelledby="about-cta">
      <div className={styles.cta}>
        <h2 id="about-cta">{headline}</h2>
        {text && <p>{text}</p>}
        <div className={styles.buttons}>{children}</div>
      </div>
    </section>
  )
}
