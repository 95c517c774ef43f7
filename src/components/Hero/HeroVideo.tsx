'use client'

import { useEffect, useRef, useState } from 'react'
import styles from './Hero.module.css'

type Props = { src: string; type: string; poster?: string; labels: { pause: string; play: string } }

/**
 * Looping, muted background video. It starts only when the visitor does not prefer reduced motion, and a
 * visible control pauses it (moving content longer than 5 s needs one, WCAG 2.2.2).
 */
export function HeroVideo({ src, type, poster, labels }: Props) {
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    element.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    )
  }, [])

  function toggle() {
    const element = video.current
    if (!element) return
    if (element.paused) void element.play().then(() => setPlaying(true))
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
        poster={poster}
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
