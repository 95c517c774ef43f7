import { ServerImage } from '@/components/ServerImage/ServerImage'
import type { Locale } from '@/i18n/routing'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import { STAGGER } from '@/lib/constants'
import { staggerStyle } from '@/lib/stagger'
import styles from './Cards.module.css'
import { continueOutline } from '@/lib/headingLevels'

type Props = {
  locale: Locale
  href: string
  title: string
  date: string
  dateTime?: string
  image: string | null
  imageAlt: string
  /** Sanitized HTML from the data layer. */
  html?: string
  readMore: string
  index?: number
}

/** A news or event card: image (placeholder when none), date, title, short HTML, read-more button. */
export function PostCard({
  locale,
  href,
  title,
  date,
  dateTime,
  image,
  imageAlt,
  html,
  readMore,
  index = 0,
}: Props) {
  return (
    <article className={`${styles.card} stagger-item`} style={staggerStyle(index, STAGGER.newsListS)}>
      <div className={styles.media}>
        <ServerImage
          src={image ?? '/placeholder.svg'}
          alt={image ? imageAlt : ''}
          fill
          sizes="(max-width: 900px) 100vw, 360px"
          className={styles.image}
          // On a phone the first card's picture is the page's largest paint.
          preload={index === 0}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      </div>
      <div className={styles.body}>
        {date && (
          <time className={styles.date} dateTime={dateTime}>
            {date}
          </time>
        )}
        <h2 className={styles.title}>{title}</h2>
        {html && (
          <div className={styles.text} dangerouslySetInnerHTML={{ __html: continueOutline(html, 3) }} />
        )}
        <LocaleLink locale={locale} href={href} className={styles.more}>
          {readMore}
          <span className="visually-hidden">: {title}</span>
        </LocaleLink>
      </div>
    </article>
  )
}
