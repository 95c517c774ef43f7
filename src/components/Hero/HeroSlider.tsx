'use client'

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { HERO_AUTOPLAY_MS } from '@/lib/constants'
import { useHydrated } from '@/lib/use-hydrated'
import styles from './Hero.module.css'

export type Slide = { role: string; name: string; image: string | null; imagealt: string; headline: string }
/** A slide as the slider shows it: its image already rendered on the server (SliderHero). */
export type ShownSlide = Omit<Slide, 'image' | 'imagealt'> & { picture: ReactNode }

type Labels = { slides: string[]; previous: string; next: string; pause: string; play: string }
type Props = { slides: ShownSlide[]; defaultHeadline: string; overlay: string; labels: Labels }

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const SWIPE_PX = 50

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function subscribeLoad(onChange: () => void) {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}

/**
 * People slider of the home hero (spec §4 "Hero slider"): cross-fades every HERO_AUTOPLAY_MS, loops, moves
 * with the arrow keys, the buttons and a swipe, and keeps playing after such an interaction. A visible
 * control pauses it (WCAG 2.2.2); under prefers-reduced-motion it does not play by itself. The first
 * slide's headline is the page's h1. Written without a carousel library to stay inside the JS budget.
 * The other slides' pictures are added once the page has loaded, or as soon as the slider moves: in the page's
 * HTML they were fetched beside the first slide's picture, the page's largest paint, and shared its connection.
 */
export function HeroSlider({ slides, defaultHeadline, overlay, labels }: Props) {
  const count = slides.length
  const [selected, setSelected] = useState(0)
  // 'auto' plays unless the visitor prefers reduced motion; the control turns it into an explicit choice.
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto')
  const hydrated = useHydrated()
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  )
  const playing = hydrated && count > 1 && (choice === 'play' || (choice === 'auto' && !reducedMotion))
  const loaded = useSyncExternalStore(
    subscribeLoad,
    () => document.readyState === 'complete',
    () => false,
  )
  const [moved, setMoved] = useState(false)
  const showsEveryPicture = loaded || moved
  const swipeStart = useRef<number | null>(null)

  // A new timer after every change of slide, so a manual move is followed by a full interval.
  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => setSelected((current) => (current + 1) % count), HERO_AUTOPLAY_MS)
    return () => window.clearTimeout(timer)
  }, [playing, selected, count])

  const go = (step: number) => {
    setMoved(true)
    setSelected((current) => (current + step + count) % count)
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'ArrowRight') go(1)
    else return
    event.preventDefault()
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(distance) >= SWIPE_PX) go(distance < 0 ? 1 : -1)
  }

  return (
    <>
      <div
        className={styles.viewport}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={onPointerUp}
        aria-roledescription="carousel"
        data-testid="hero-slider"
        data-hydrated={hydrated}
      >
        <div className={styles.track} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const Headline = index === 0 ? 'h1' : 'p'
            return (
              <div
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slides[index]}
                data-active={index === selected}
              >
                {(index === 0 || index === selected || showsEveryPicture) && slide.picture}
                <div className={styles.overlay} style={{ background: overlay }} />
                <div className={`container ${styles.content}`}>
                  <Headline className={styles.headline}>{slide.headline || defaultHeadline}</Headline>
                  <p className={styles.person}>
                    <strong>{slide.name}</strong>
                    <span>{slide.role}</span>
                  </p>
                </div>
              </div>
            )
          })}
        </div>
      </div>
      {count > 1 && (
        <div className={`container ${styles.controls}`}>
          <button type="button" className={styles.mediaControlInline} onClick={() => go(-1)}>
            <span aria-hidden>‹</span>
            <span className="visually-hidden">{labels.previous}</span>
          </button>
          <button
            type="button"
            className={styles.mediaControlInline}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
            data-testid="slider-toggle"
          >
            <span aria-hidden>{playing ? '❚❚' : '▶'}</span>
            <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
          </button>
          <button type="button" className={styles.mediaControlInline} onClick={() => go(1)}>
            <span aria-hidden>›</span>
            <span className="visually-hidden">{labels.next}</span>
          </button>
        </div>
      )}
    </>
  )
}
