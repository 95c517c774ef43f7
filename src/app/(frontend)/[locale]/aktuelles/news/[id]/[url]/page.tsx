import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localizePath } from '@/i18n/paths'
import { getSeoOverrides } from '@/data/seoFields'
import { getNews } from '@/data/news'
import { stripTags } from '@/data/html'
import { formatDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { routeId } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo'
import { Article } from '@/components/Article/Article'
import { Hero } from '@/components/Hero/Hero'
import { checkedLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

type Props = PageProps<'/[locale]/aktuelles/news/[id]/[url]'>

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = checkedLocale(raw)
  const item = await getNews(routeId(id), locale)
  if (!item) return {}
  return pageMetadata({
    locale: locale,
    path: paths.newsDetail(item.id, item.url),
    seo: await getSeoOverrides('news', item.id, locale),
    title: item.title,
    description: stripTags(item.shortbodyhtml).slice(0, 160),
    image: item.image,
    article: { publishedTime: item.date },
  })
}

export default async function NewsDetailPage({ params }: Props) {
  const { locale: raw, id, url } = await params
  const locale = checkedLocale(raw)
  setRequestLocale(locale)
  const item = await getNews(routeId(id), locale)
  if (!item) notFound()
  if (url !== item.url) permanentRedirect(localizePath(paths.newsDetail(item.id, item.url), locale))
  const t = await getTranslations({ locale, namespace: 'page.news' })

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.newsDetail(item.id, item.url)} />
      <Hero headline={item.title} subline={item.subline} image={item.image} imageAlt={item.imagealt} small />
      <Article
        locale={locale}
        date={item.date ? formatDate(item.date, locale) : ''}
        dateTime={item.date}
        html={item.bodyhtml}
        emptyText={t('noContent')}
        back={{ href: paths.news, label: t('back') }}
      />
    </>
  )
}
