import Image from 'next/image'
import type { CSSProperties } from 'react'
import { getTranslations } from 'next-intl/server'
import { HERO_OVERLAY_DEFAULT } from '@/lib/constants'
import { HeroSlider, type Slide } from './HeroSlider'
import { HeroVideo } from './HeroVideo'
import { Wave } from './Wave'
import styles from './Hero.module.css'

export type { Slide }

type Props = {
  headline: string
  /** Split at a semicolon into two parts (spec §2 hero banner). */
  subline?: string
  small?: boolean
  verysmall?: boolean
  center?: boolean
  /** CSS colour laid over the image or video; default black at 20 %. */
  overlay?: string
  image?: string | null
  imageAlt?: string
  /** Looping, muted background video (paused under prefers-reduced-motion); `poster` is shown until it plays. */
  video?: { src: string; poster?: string | null; type?: string }
  /** Colour of the wave divider's line. */
  wave?: 'yellow' | 'gray' | 'green'
  /** CSS object-position of the image, e.g. 'center top'. */
  backgroundPosition?: string
  /** People slides: the hero becomes the slider (spec §2 home). */
  slides?: Slide[]
  /** CSS aspect ratio of the banner, e.g. '16 / 9', instead of its minimum height. */
  aspectRatio?: string
}

/**
 * The hero banner of spec §2 in its three modes: people slider, image, video. It holds the page's h1 and
 * always ends in the wave divider. The image is the page's largest paint: priority, never lazy.
 */
export async function Hero(props: Props) {
  const { headline, subline, image, imageAlt = '', video, slides, wave = 'yellow' } = props
  const overlay = props.overlay ?? HERO_OVERLAY_DEFAULT
  const classes = [
    styles.hero,
    props.small ? styles.small : '',
    props.verysmall ? styles.verysmall : '',
    props.center ? styles.center : '',
    props.aspectRatio ? styles.fixedRatio : '',
    slides?.length ? styles.slider : '',
  ]
  const style: CSSProperties | undefined = props.aspectRatio ? { aspectRatio: props.aspectRatio } : undefined

  if (slides?.length) {
    const t = await getTranslations('a11y')
    return (
      <section className={classes.join(' ')} style={style} aria-label={t('slider.region')}>
        <HeroSlider
          slides={slides}
          defaultHeadline={headline}
          overlay={overlay}
          labels={{
            slides: slides.map((_, index) => t('slider.slide', { number: index + 1, total: slides.length })),
            previous: t('slider.previous'),
            next: t('slider.next'),
            pause: t('slider.pause'),
            play: t('slider.play'),
          }}
        />
        <Wave colour={wave} />
      </section>
    )
  }

  const [first, second] = (subline ?? '').split(';').map((part) => part.trim())
  const t = video ? await getTranslations('a11y') : null
  return (
    <section className={classes.join(' ')} style={style}>
      {video ? (
        <HeroVideo
          src={video.src}
          type={video.type ?? 'video/webm'}
          poster={video.poster ?? image ?? undefined}
          labels={{ pause: t!('video.pause'), play: t!('video.play') }}
        />
      ) : (
        image && (
          <Image
            src={image}
            alt={imageAlt}
            fill
            priority
            sizes="100vw"
            className={styles.image}
            style={props.backgroundPosition ? { objectPosition: props.backgroundPosition } : undefined}
          />
        )
      )}
      <div className={styles.overlay} style={{ background: overlay }} />
      <div className={`container ${styles.content}`}>
        <h1 className={styles.headline}>{headline}</h1>
        {first && (
          <p className={styles.subline}>
            {first}
            {second && <span className={styles.sublineSecond}>{second}</span>}
          </p>
        )}
      </div>
      <Wave colour={wave} />
    </section>
  )
}
