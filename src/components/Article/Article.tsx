import type { Locale } from '@/i18n/routing'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import styles from './Article.module.css'
import { continueOutline } from '@/lib/headingLevels'

type Props = {
  locale: Locale
  date: string
  dateTime?: string
  /** Sanitized HTML from the data layer; `emptyText` shows when there is none. */
  html: string
  emptyText: string
  back: { href: string; label: string }
}

/** Body of a news item or event: divider, date, HTML body and a way back to the list. */
export function Article({ locale, date, dateTime, html, emptyText, back }: Props) {
  return (
    <article className={`container ${styles.article}`}>
      <hr className={styles.divider} />
      {date && (
        <time className={styles.date} dateTime={dateTime}>
          {date}
        </time>
      )}
      {html ? (
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: continueOutline(html, 2) }} />
      ) : (
        <p className={styles.body}>{emptyText}</p>
      )}
      <LocaleLink locale={locale} href={back.href} className={styles.back}>
        {back.label}
      </LocaleLink>
    </article>
  )
}
