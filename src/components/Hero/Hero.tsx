import { ServerImage } from '@/components/ServerImage/ServerImage'
import type { CSSProperties, ReactNode } from 'react'
import { HERO_OVERLAY_DEFAULT } from '@/lib/constants'
import { Wave } from './Wave'
import styles from './Hero.module.css'

type HeroProps = {
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
  /** Replaces the image, e.g. <VideoBackground> for the video mode. */
  background?: ReactNode
  /** Colour of the wave divider's line. */
  wave?: 'yellow' | 'gray' | 'green'
  /** CSS object-position of the image, e.g. 'center top'. */
  backgroundPosition?: string
  /** CSS aspect ratio of the banner, e.g. '16 / 9', instead of its minimum height. */
  aspectRatio?: string
}

/**
 * The hero banner of spec §2 in its image and video modes (the people slider is SliderHero, so pages
 * without it do not load its script). It holds the page's h1 and always ends in the wave divider. The
 * image is the page's largest paint: priority, never lazy.
 */
export function Hero(props: HeroProps) {
  const { headline, subline, image, imageAlt = '', background, wave = 'yellow' } = props
  const classes = [
    styles.hero,
    props.small ? styles.small : '',
    props.verysmall ? styles.verysmall : '',
    props.center ? styles.center : '',
    props.aspectRatio ? styles.fixedRatio : '',
  ]
  const style: CSSProperties | undefined = props.aspectRatio ? { aspectRatio: props.aspectRatio } : undefined
  const [first, second] = (subline ?? '').split(';').map((part) => part.trim())

  return (
    <section className={classes.join(' ')} style={style}>
      {background ??
        (image && (
          <ServerImage
            src={image}
            alt={imageAlt}
            fill
            preload
            fetchPriority="high"
            sizes="100vw"
            className={styles.image}
            style={props.backgroundPosition ? { objectPosition: props.backgroundPosition } : undefined}
          />
        ))}
      <div className={styles.overlay} style={{ background: props.overlay ?? HERO_OVERLAY_DEFAULT }} />
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
