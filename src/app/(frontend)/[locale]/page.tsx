import type { Metadata } from 'next'
import Image from 'next/image'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { LocaleLink as Link } from '@/components/LocaleLink/LocaleLink'
import type { Locale } from '@/i18n/routing'
import { getCompany } from '@/data/company'
import { listNews } from '@/data/news'
import { getHomeSettings } from '@/data/site'
import { formatDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { alternates } from '@/lib/seo'
import styles from './home.module.css'

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params
  return { alternates: alternates(locale as Locale, '/') }
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [t, home, company, news] = await Promise.all([
    getTranslations({ locale, namespace: 'page.home' }),
    getHomeSettings(locale),
    getCompany(locale),
    listNews(locale),
  ])
  const slide = home.slides[0]

  return (
    <>
      <section className={styles.hero}>
        {slide?.image && (
          <Image
            src={slide.image}
            alt={slide.imagealt}
            fill
            priority
            sizes="100vw"
            className={styles.heroImage}
          />
        )}
        <div className={`container ${styles.heroContent}`}>
          <h1>{slide?.headline || t('defaultHeadline')}</h1>
          <p>{t('intro', { company: company.name })}</p>
        </div>
      </section>
      <section className="container" aria-labelledby="home-news">
        <h2 id="home-news">{t('latestNews')}</h2>
        <ul className={styles.cards}>
          {news.slice(0, 3).map((item) => (
            <li key={item.id} className={styles.card}>
              <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
              <h3>{item.title}</h3>
              <div dangerouslySetInnerHTML={{ __html: item.shortbodyhtml }} />
              <Link locale={locale} href={paths.newsDetail(item.id, item.url)}>
                {t('readMore')}
                <span className="visually-hidden">: {item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.actions}>
          <Link locale={locale} href={paths.about('unsere-werte')} className={styles.button}>
            {t('ourValues')}
          </Link>
          <Link locale={locale} href={paths.news} className={styles.button}>
            {t('allNews')}
          </Link>
        </p>
      </section>
    </>
  )
}
