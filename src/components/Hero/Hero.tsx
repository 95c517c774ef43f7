import Image from 'next/image'
import { HERO_OVERLAY_DEFAULT } from '@/lib/constants'
import styles from './Hero.module.css'

type Props = {
  headline: string
  /** Split at a semicolon into two parts (spec §2 hero banner). */
  subline?: string
  image?: string | null
  imageAlt?: string
  small?: boolean
  center?: boolean
  overlay?: string
  wave?: 'yellow' | 'gray' | 'green'
}

/** Hero banner with an image (or the navy surface) that ends in the wave divider. The image is the LCP: never lazy. */
export function Hero({
  headline,
  subline,
  image,
  imageAlt = '',
  small,
  center,
  overlay = HERO_OVERLAY_DEFAULT,
  wave = 'yellow',
}: Props) {
  const [first, second] = (subline ?? '').split(';').map((part) => part.trim())
  return (
    <section className={`${styles.hero} ${small ? styles.small : ''} ${center ? styles.center : ''}`}>
      {image && <Image src={image} alt={imageAlt} fill priority sizes="100vw" className={styles.image} />}
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
      <svg
        className={`${styles.wave} ${styles[wave]}`}
        viewBox="0 0 1440 60"
        preserveAspectRatio="none"
        aria-hidden
        focusable={false}
      >
        <path d="M0 30 C 240 0, 480 0, 720 30 S 1200 60, 1440 30 V60 H0 Z" />
      </svg>
    </section>
  )
}
