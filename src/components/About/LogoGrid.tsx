import { ServerImage } from '@/components/ServerImage/ServerImage'
import type { LogoEntry } from '@/data/people'
import { STAGGER } from '@/lib/constants'
import { staggerStyle } from '@/lib/stagger'
import styles from './LogoGrid.module.css'

type Props = {
  entries: LogoEntry[]
  /** Hint for screen readers on links that open a new tab. */
  newTab: string
  testId: string
  /** Accessible name of the list. */
  label: string
  /** Fewer, larger tiles (associations). */
  large?: boolean
}

/**
 * Partner or association logos. A tile links to the website in a new tab only when there is one; a tile
 * without a logo shows the name as text.
 */
export function LogoGrid({ entries, newTab, testId, label, large }: Props) {
  return (
    <ul className={`${styles.grid} ${large ? styles.large : ''}`} aria-label={label} data-testid={testId}>
      {entries.map((entry, index) => {
        const content = entry.logo ? (
          <ServerImage
            src={entry.logo}
            alt={entry.name}
            width={480}
            height={240}
            sizes={large ? '(max-width: 900px) 90vw, 340px' : '(max-width: 600px) 45vw, 240px'}
            className={styles.logo}
          />
        ) : (
          <span className={styles.name}>{entry.name}</span>
        )
        return (
          <li
            key={entry.id}
            className={`${styles.tile} stagger-item`}
            style={staggerStyle(index, STAGGER.projectPreviewS)}
            data-testid="logo-tile"
          >
            {entry.url ? (
              <a href={entry.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {content}
                <span className="visually-hidden"> {newTab}</span>
              </a>
            ) : (
              <div className={styles.link}>{content}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
