import type { Metadata } from 'next'
import { stripTags } from '@/data/html'
import { ArticleDetail, FailedArticle } from '@/components/Article/ArticleDetail'
import { detailMetadata, detailPage } from '@/components/DetailPage/detailPage'

type Props = PageProps<'/[locale]/aktuelles/termine/[id]/[url]'>

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('events', params, (event) => ({
    title: event.title,
    description: [event.datetext, stripTags(event.bodyhtml)].filter(Boolean).join(' – ').slice(0, 160),
    image: event.image,
  }))
}

export default async function EventDetailPage({ params }: Props) {
  return detailPage('events', params, {
    failed: (locale, error) => <FailedArticle locale={locale} list="events" error={error} />,
    body: (event, locale) => (
      <ArticleDetail
        locale={locale}
        list="events"
        hero={{ headline: event.title, image: event.image, imageAlt: event.imagealt }}
        date={event.datetext}
        dateTime={event.startdate ?? undefined}
        html={event.bodyhtml}
      />
    ),
  })
}
