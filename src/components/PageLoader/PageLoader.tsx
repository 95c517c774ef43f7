import styles from './PageLoader.module.css'

/**
 * The ~3 s wave-line loading animation of spec §2. Pure CSS over the top edge: it never covers content,
 * never delays the largest paint and disappears by itself (immediately under reduced motion).
 */
export function PageLoader() {
  return (
    <div className={styles.loader} aria-hidden data-testid="page-loader">
      <svg viewBox="0 0 1200 12" preserveAspectRatio="none" className={styles.wave}>
        <path d="M0 6 Q 75 0 150 6 T 300 6 T 450 6 T 600 6 T 750 6 T 900 6 T 1050 6 T 1200 6" />
      </svg>
    </div>
  )
}
