'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { VIDEO_EMBED_ORIGIN } from '@/lib/constants'
import { setConsent, useConsent } from '@/components/Consent/consent'
import { useHydrated } from '@/lib/use-hydrated'
import styles from './VideoSlot.module.css'

type Props = {
  videoId: string
  title: string
  playLabel: string
  note: string
  noteLoaded: string
  /** The poster, served by the site. */
  children: ReactNode
}

/**
 * Click-to-load facade of the company film (design §8): until the visitor plays it (or has agreed in the
 * privacy settings), only the site's own poster is shown and the video host is not contacted. Playing it
 * is the consent, kept for the session like the map's.
 */
export function VideoFacade({ videoId, title, playLabel, note, noteLoaded, children }: Props) {
  const consented = useConsent('video')
  const hydrated = useHydrated()
  const [played, setPlayed] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  useEffect(() => {
    if (played && consented) frame.current?.focus()
  }, [played, consented])

  const play = () => {
    setPlayed(true)
    setConsent('video', true)
  }

  return (
    <>
      <div className={styles.frame} data-hydrated={hydrated}>
        {consented ? (
          <iframe
            ref={frame}
            className={styles.embed}
            src={`${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?rel=0${played ? '&autoplay=1' : ''}`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="video-frame"
            // The play button it replaced had the focus; focusing the frame before its page arrives can be lost.
            onLoad={() => {
              if (played && document.activeElement === document.body) frame.current?.focus()
            }}
          />
        ) : (
          <button
            type="button"
            className={styles.facade}
            onClick={play}
            aria-label={playLabel}
            data-testid="video-play"
          >
            {children}
            <span className={styles.play} aria-hidden>
              <svg width="34" height="34" viewBox="0 0 24 24" focusable={false}>
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <figcaption className={styles.note}>{consented ? noteLoaded : note}</figcaption>
    </>
  )
}
