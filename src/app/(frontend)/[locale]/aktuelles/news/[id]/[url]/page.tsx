import type { Metadata } from 'next'
import { stripTags } from '@/data/html'
import { formatDate } from '@/lib/format'
import { ArticleDetail, FailedArticle } from '@/components/Article/ArticleDetail'
import { detailMetadata, detailPage } from '@/components/DetailPage/detailPage'

type Props = PageProps<'/[locale]/aktuelles/news/[id]/[url]'>

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('news', params, (item) => ({
    title: item.title,
    description: stripTags(item.shortbodyhtml).slice(0, 160),
    image: item.image,
    article: { publishedTime: item.date },
  }))
}

export default async function NewsDetailPage({ params }: Props) {
  return detailPage('news', params, {
    failed: (locale, error) => <FailedArticle locale={locale} list="news" error={error} />,
    body: (item, locale) => (
      <ArticleDetail
        locale={locale}
        list="news"
        hero={{ headline: item.title, subline: item.subline, image: item.image, imageAlt: item.imagealt }}
        date={item.date ? formatDate(item.date, locale) : ''}
        dateTime={item.date}
        html={item.bodyhtml}
      />
    ),
  })
}
