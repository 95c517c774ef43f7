import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listNews } from '@/data/news'
import { loadOrNull } from '@/data/load'
import { formatDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { CardGrid } from '@/components/Cards/CardGrid'
import { PostCard } from '@/components/Cards/PostCard'
import { Hero } from '@/components/Hero/Hero'
import { ListStates } from '@/components/ListStates/ListStates'
import { pageLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

export async function generateMetadata({ params }: PageProps<'/[locale]/aktuelles/news'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'page.news' })
  return pageMetadata({ locale, path: paths.news, title: t('title'), description: t('description') })
}

export default async function NewsListPage({ params }: PageProps<'/[locale]/aktuelles/news'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'page.news' })
  const news = await loadOrNull('news list', () => listNews(locale))

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.news} />
      <Hero headline={t('headline')} subline={t('subline')} small />
      <section className="container" aria-label={t('title')}>
        <ListStates items={news} errorText={t('fetch.error')} emptyText={t('fetch.empty')}>
          {(news) => (
            <CardGrid testId="news-grid">
              {news.map((item, index) => (
                <li key={item.id}>
                  <PostCard
                    locale={locale}
                    href={paths.newsDetail(item.id, item.url)}
                    title={item.title}
                    date={item.date ? formatDate(item.date, locale) : ''}
                    dateTime={item.date}
                    image={item.image}
                    imageAlt={item.imagealt}
                    html={item.shortbodyhtml}
                    readMore={t('readMore')}
                    index={index}
                  />
                </li>
              ))}
            </CardGrid>
          )}
        </ListStates>
      </section>
    </>
  )
}
