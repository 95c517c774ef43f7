import styles from '@/styles/aboutPage.module.css'

/** A bullet list with the wave marker. */
export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className={styles.list} data-testid="bullet-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
