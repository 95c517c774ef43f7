import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { paths } from '@/lib/paths'
import { Article } from '@/components/Article/Article'
import { Hero } from '@/components/Hero/Hero'
import { FailedDetail } from '@/components/ListStates/FailedDetail'

/** The lists whose records are shown as an article: news items and events. */
type ArticleList = 'news' | 'events'

const LISTS = {
  news: { href: paths.news, wave: undefined },
  events: { href: paths.events, wave: 'green' },
} as const satisfies Record<ArticleList, { href: string; wave: 'green' | undefined }>

type Props = {
  locale: Locale
  list: ArticleList
  hero: { headline: string; subline?: string; image: string | null; imageAlt: string }
  /** The date as the page shows it, and as machine-readable `datetime`. */
  date: string
  dateTime?: string
  html: string
}

/** A news item's or event's page body: its hero, then the article with a way back to its list. */
export async function ArticleDetail({ locale, list, hero, date, dateTime, html }: Props) {
  const t = await getTranslations({ locale, namespace: 'page' })
  return (
    <>
      <Hero {...hero} small wave={LISTS[list].wave} />
      <Article
        locale={locale}
        date={date}
        dateTime={dateTime}
        html={html}
        emptyText={t('news.noContent')}
        back={{ href: LISTS[list].href, label: t(`${list}.back`) }}
      />
    </>
  )
}

/** The failed state of a news item's or event's page: the list's headline and a way back to it. */
export async function FailedArticle({
  locale,
  list,
  error,
}: {
  locale: Locale
  list: ArticleList
  error: unknown
}) {
  const [t, failed] = await Promise.all([
    getTranslations({ locale, namespace: 'page' }),
    getTranslations({ locale, namespace: 'fetch.post' }),
  ])
  return (
    <FailedDetail
      locale={locale}
      headline={t(`${list}.headline`)}
      errorText={failed('error')}
      back={{ href: LISTS[list].href, label: t(`${list}.back`) }}
      error={error}
    />
  )
}
