'use client'

import { useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { LIGHTBOX } from '@/lib/constants'
import type { HistoryEntry } from '@/data/types'
import styles from './History.module.css'
import { continueOutline } from '@/lib/headingLevels'
import { anchors } from '@/lib/paths'

const LIGHTBOX_TIMING = {
  '--fade': `${LIGHTBOX.fadeMs}ms`,
  '--slide': `${LIGHTBOX.slideMs}ms`,
  '--slide-delay': `${LIGHTBOX.slideDelayMs}ms`,
  '--slide-distance': `${LIGHTBOX.slidePx}px`,
} as CSSProperties

/** An entry with its image rendered on the server, in the list's size and in the lightbox's. */
type Entry = HistoryEntry & {
  datetext: string
  summary: string
  picture: ReactNode
  lightboxPicture: ReactNode
}
type Props = { entries: Entry[]; labels: { readMore: string; close: string } }

/**
 * History entries (body with markup stripped) and the lightbox with the full entry (spec §2, §4).
 * The native modal dialog brings Escape and a focus trap; focus goes back to the entry's button on close.
 */
export function HistoryTimeline({ entries, labels }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement | null>(null)
  const [selected, setSelected] = useState<Entry | null>(null)

  const open = (entry: Entry, trigger: HTMLButtonElement) => {
    triggerRef.current = trigger
    setSelected(entry)
    dialogRef.current?.showModal()
  }
  const close = () => dialogRef.current?.close()

  return (
    <>
      <ol className={styles.timeline} data-testid="history-list">
        {entries.map((entry) => (
          <li key={entry.id} id={anchors.historyEntry(entry.id)} className={styles.entry}>
            {entry.image && <div className={styles.media}>{entry.picture}</div>}
            <div className={styles.text}>
              <time dateTime={entry.date} className={styles.date}>
                {entry.datetext}
              </time>
              <h2 className={styles.title}>{entry.title}</h2>
              <p className={styles.summary}>{entry.summary}</p>
              <button
                type="button"
                className={styles.more}
                onClick={(event) => open(entry, event.currentTarget)}
              >
                {labels.readMore}
                <span className="visually-hidden">: {entry.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <dialog
        ref={dialogRef}
        className={styles.lightbox}
        style={LIGHTBOX_TIMING}
        aria-labelledby="history-lightbox-title"
        onClose={() => {
          setSelected(null)
          triggerRef.current?.focus()
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) close()
        }}
      >
        {selected && (
          <div className={styles.panel}>
            {selected.image && <div className={styles.lightboxMedia}>{selected.lightboxPicture}</div>}
            <time dateTime={selected.date} className={styles.date}>
              {selected.datetext}
            </time>
            <h2 id="history-lightbox-title" className={styles.title}>
              {selected.title}
            </h2>
            <div dangerouslySetInnerHTML={{ __html: continueOutline(selected.bodyhtml, 3) }} />
            <button type="button" className={styles.close} onClick={close} autoFocus>
              {labels.close}
            </button>
          </div>
        )}
      </dialog>
    </>
  )
}
