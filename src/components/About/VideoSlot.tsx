import Image from 'next/image'
import styles from './VideoSlot.module.css'

type Props = { label: string; note: string; poster: string | null; posterAlt: string }

/**
 * Place of the company film on the values page (spec §2 Values, anchor `#video`). The film is embedded later
 * in privacy-enhanced mode and only after consent; until then the poster and a note, no request to a video host.
 */
export function VideoSlot({ label, note, poster, posterAlt }: Props) {
  return (
    <figure id="video" className={styles.video} aria-label={label} data-testid="video-slot">
      <div className={styles.frame}>
        {poster && (
          <Image
            src={poster}
            alt={posterAlt}
            fill
            sizes="(max-width: 1132px) 100vw, 1100px"
            className={styles.poster}
          />
        )}
        <span className={styles.play} aria-hidden>
          <svg width="34" height="34" viewBox="0 0 24 24" focusable={false}>
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
      </div>
      <figcaption className={styles.note}>{note}</figcaption>
    </figure>
  )
}
