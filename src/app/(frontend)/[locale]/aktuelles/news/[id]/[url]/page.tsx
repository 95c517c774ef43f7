import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localizePath } from '@/i18n/paths'
import { loadNews } from '@/data/news'
import { loadDetail, loadOrNull } from '@/data/load'
import { stripTags } from '@/data/html'
import { formatDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { previewing } from '@/lib/preview'
import { routeId } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo'
import { Article } from '@/components/Article/Article'
import { Hero } from '@/components/Hero/Hero'
import { FailedDetail } from '@/components/ListStates/FailedDetail'
import { checkedLocale } from '@/i18n/pageLocale'
import { RecordStructuredData } from '@/components/StructuredData/RecordStructuredData'

type Props = PageProps<'/[locale]/aktuelles/news/[id]/[url]'>

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = checkedLocale(raw)
  const recordId = routeId(id)
  const preview = await previewing()
  const item = await loadOrNull('news item', () => loadNews(recordId, locale, preview))
  if (!item) return {}
  return pageMetadata({
    locale: locale,
    path: paths.newsDetail(item.id, item.url),
    seo: item.seo,
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
  const recordId = routeId(id)
  const preview = await previewing()
  const loaded = await loadDetail('news item', () => loadNews(recordId, locale, preview))
  const t = await getTranslations({ locale, namespace: 'page.news' })
  if (!loaded.ok) {
    const failed = await getTranslations({ locale, namespace: 'fetch.post' })
    return (
      <FailedDetail
        locale={locale}
        headline={t('headline')}
        errorText={failed('error')}
        back={{ href: paths.news, label: t('back') }}
        error={loaded.error}
      />
    )
  }
  const item = loaded.value
  if (!item) notFound()
  if (url !== item.url) permanentRedirect(localizePath(paths.newsDetail(item.id, item.url), locale))

  return (
    <>
      <RecordStructuredData locale={locale} record={{ kind: 'news', view: item }} />
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
