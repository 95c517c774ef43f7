import { ServerImage } from '@/components/ServerImage/ServerImage'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { solutionImage } from '@/data/pageImages'
import { paths, type Solution } from '@/lib/paths'
import { ArrowIcon } from '@/components/Icons/Icons'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import styles from './Solutions.module.css'

type Props = {
  locale: Locale
  /** The other solution pages to point to, in this order. */
  slugs: readonly Solution[]
  headline: string
}

/** Teaser cards that link to other solution pages: image, title, one sentence, link. */
export async function SolutionCards({ locale, slugs, headline }: Props) {
  const [t, images] = await Promise.all([
    getTranslations({ locale, namespace: 'solutions' }),
    Promise.all(slugs.map((slug) => solutionImage(slug, locale, 'card'))),
  ])

  return (
    <section
      className={`container ${styles.section}`}
      aria-labelledby="solution-cards"
      data-testid="solution-cards"
    >
      <h2 id="solution-cards" className={styles.sectionTitle}>
        {headline}
      </h2>
      <ul className={styles.cards}>
        {slugs.map((slug, index) => (
          <li key={slug}>
            <article className={styles.card}>
              <div className={styles.cardMedia}>
                <ServerImage
                  src={images[index].url ?? '/placeholder.svg'}
                  alt=""
                  fill
                  sizes="(max-width: 900px) 100vw, 360px"
                  className={styles.cover}
                />
              </div>
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{t(`cards.${slug}.title`)}</h3>
                <p className={styles.cardText}>{t(`cards.${slug}.text`)}</p>
                <LocaleLink locale={locale} href={paths.solution(slug)} className={styles.cardLink}>
                  {t('common.cardMore')}
                  <span className="visually-hidden">: {t(`cards.${slug}.title`)}</span>
                  <ArrowIcon />
                </LocaleLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
