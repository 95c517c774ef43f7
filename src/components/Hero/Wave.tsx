import styles from './Hero.module.css'

/** The wave divider every hero ends in; its line takes the hero's wave colour. */
export function Wave({ colour }: { colour: 'yellow' | 'gray' | 'green' }) {
  return (
    <svg
      className={`${styles.wave} ${styles[colour]}`}
      viewBox="0 0 1440 60"
      preserveAspectRatio="none"
      aria-hidden
      focusable={false}
    >
      <path d="M0 30 C 240 0, 480 0, 720 30 S 1200 60, 1440 30 V60 H0 Z" />
    </svg>
  )
}
