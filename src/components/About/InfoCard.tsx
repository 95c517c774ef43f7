import { ServerImage } from '@/components/ServerImage/ServerImage'
import type { Locale } from '@/i18n/routing'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import { ArrowIcon } from '@/components/Icons/Icons'
import { staggerStyle } from '@/lib/stagger'
import styles from './InfoCard.module.css'

type Props = {
  title: string
  text: string
  /** Position in its grid, for the entrance stagger. */
  index: number
  stepS: number
  /** Decorative image on top of the card (the title says what the card is about). */
  image?: string | null
  /** Internal path of the card's link; the whole card is then one link target. */
  href?: string
  linkLabel?: string
  locale: Locale
  headingLevel?: 2 | 3
}

/** A solution or portfolio card: optional image, title, short text and an optional read-more link. */
export function InfoCard({
  title,
  text,
  index,
  stepS,
  image,
  href,
  linkLabel,
  locale,
  headingLevel = 3,
}: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={`${styles.card} ${image ? '' : styles.plain} stagger-item`}
      style={staggerStyle(index, stepS)}
    >
      {image && (
        <div className={styles.media}>
          <ServerImage
            src={image}
            alt=""
            fill
            sizes="(max-width: 900px) 100vw, 360px"
            className={styles.image}
          />
        </div>
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.text}>{text}</p>
        {href && linkLabel && (
          <LocaleLink locale={locale} href={href} className={styles.link}>
            {linkLabel}
            <span className="visually-hidden">: {title}</span>
            <ArrowIcon />
          </LocaleLink>
        )}
      </div>
    </article>
  )
}
