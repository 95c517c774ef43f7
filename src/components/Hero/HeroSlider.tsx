'use client'

import Image from 'next/image'
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react'
import useEmblaCarousel from 'embla-carousel-react'
import Autoplay from 'embla-carousel-autoplay'
import { HERO_AUTOPLAY_MS } from '@/lib/constants'
import { useHydrated } from '@/lib/use-hydrated'
import styles from './Hero.module.css'

export type Slide = { role: string; name: string; image: string | null; imagealt: string; headline: string }

type Labels = { slides: string[]; previous: string; next: string; pause: string; play: string }
type Props = { slides: Slide[]; defaultHeadline: string; overlay: string; labels: Labels }

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * People slider of the home hero (spec §4 "Hero slider"): loops when there is more than one slide, plays
 * every HERO_AUTOPLAY_MS and keeps playing after the visitor interacts; arrow keys move it. A visible
 * control pauses it (WCAG 2.2.2); under prefers-reduced-motion it starts paused. The first slide's
 * headline is the page's h1.
 */
export function HeroSlider({ slides, defaultHeadline, overlay, labels }: Props) {
  const several = slides.length > 1
  const [viewport, api] = useEmblaCarousel({ loop: several, duration: 30 }, [
    Autoplay({
      delay: HERO_AUTOPLAY_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      playOnInit: false,
    }),
  ])
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(false)
  const hydrated = useHydrated()

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    const onPlay = () => setPlaying(true)
    const onStop = () => setPlaying(false)
    api.on('select', onSelect)
    api.on('autoplay:play', onPlay)
    api.on('autoplay:stop', onStop)
    if (several && !prefersReducedMotion()) api.plugins().autoplay?.play()
    return () => {
      api.off('select', onSelect)
      api.off('autoplay:play', onPlay)
      api.off('autoplay:stop', onStop)
    }
  }, [api, several])

  const toggle = useCallback(() => {
    const autoplay = api?.plugins().autoplay
    if (autoplay?.isPlaying()) autoplay.stop()
    else autoplay?.play()
  }, [api])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') api?.scrollPrev()
    else if (event.key === 'ArrowRight') api?.scrollNext()
    else return
    event.preventDefault()
  }

  return (
    <>
      <div
        className={styles.viewport}
        ref={viewport}
        tabIndex={0}
        onKeyDown={onKeyDown}
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
                {slide.image && (
                  <Image
                    src={slide.image}
                    alt={slide.imagealt}
                    fill
                    priority={index === 0}
                    sizes="(max-width: 1600px) 100vw, 1600px"
                    className={styles.image}
                  />
                )}
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
      {several && (
        <div className={`container ${styles.controls}`}>
          <button type="button" className={styles.mediaControlInline} onClick={() => api?.scrollPrev()}>
            <span aria-hidden>‹</span>
            <span className="visually-hidden">{labels.previous}</span>
          </button>
          <button
            type="button"
            className={styles.mediaControlInline}
            onClick={toggle}
            data-testid="slider-toggle"
          >
            <span aria-hidden>{playing ? '❚❚' : '▶'}</span>
            <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
          </button>
          <button type="button" className={styles.mediaControlInline} onClick={() => api?.scrollNext()}>
            <span aria-hidden>›</span>
            <span className="visually-hidden">{labels.next}</span>
          </button>
        </div>
      )}
    </>
  )
}
