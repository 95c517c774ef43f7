'use client'

import { useEffect, useRef, useState } from 'react'
import styles from './Hero.module.css'

type Props = { src: string; type: string; labels: { pause: string; play: string } }

/**
 * Looping, muted background video. It starts only when the visitor does not prefer reduced motion, and a
 * visible control pauses it (moving content longer than 5 s needs one, WCAG 2.2.2). Until it first plays it is
 * transparent, so the hero's picture behind it shows (VideoBackground); paused later, it shows its frame.
 */
export function HeroVideo({ src, type, labels }: Props) {
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [started, setStarted] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    element.play().then(
      () => {
        setPlaying(true)
        setStarted(true)
      },
      () => setPlaying(false),
    )
  }, [])

  function toggle() {
    const element = video.current
    if (!element) return
    if (element.paused)
      void element.play().then(() => {
        setPlaying(true)
        setStarted(true)
      })
    else {
      element.pause()
      setPlaying(false)
    }
  }

  return (
    <>
      <video
        ref={video}
        className={styles.video}
        muted
        loop
        playsInline
        preload="metadata"
        data-started={started}
        aria-hidden
        tabIndex={-1}
        data-testid="hero-video"
      >
        <source src={src} type={type} />
      </video>
      <button type="button" className={styles.mediaControl} onClick={toggle}>
        <span aria-hidden>{playing ? '❚❚' : '▶'}</span>
        <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
      </button>
    </>
  )
}
