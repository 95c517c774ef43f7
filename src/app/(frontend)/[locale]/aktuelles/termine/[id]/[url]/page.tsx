import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localizePath } from '@/i18n/paths'
import { getSeoOverrides } from '@/data/seoFields'
import { getEvent } from '@/data/events'
import { stripTags } from '@/data/html'
import { paths } from '@/lib/paths'
import { routeId } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo'
import { Article } from '@/components/Article/Article'
import { Hero } from '@/components/Hero/Hero'
import { checkedLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

type Props = PageProps<'/[locale]/aktuelles/termine/[id]/[url]'>

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = checkedLocale(raw)
  const event = await getEvent(routeId(id), locale)
  if (!event) return {}
  return pageMetadata({
    locale: locale,
    path: paths.eventDetail(event.id, event.url),
    seo: await getSeoOverrides('events', event.id, locale),
    title: event.title,
    description: [event.datetext, stripTags(event.bodyhtml)].filter(Boolean).join(' – ').slice(0, 160),
    image: event.image,
  })
}

export default async function EventDetailPage({ params }: Props) {
  const { locale: raw, id, url } = await params
  const locale = checkedLocale(raw)
  setRequestLocale(locale)
  const event = await getEvent(routeId(id), locale)
  if (!event) notFound()
  if (url !== event.url) permanentRedirect(localizePath(paths.eventDetail(event.id, event.url), locale))
  const t = await getTranslations({ locale, namespace: 'page' })

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.eventDetail(event.id, event.url)} />
      <Hero headline={event.title} image={event.image} imageAlt={event.imagealt} small wave="green" />
      <Article
        locale={locale}
        date={event.datetext}
        dateTime={event.startdate ?? undefined}
        html={event.bodyhtml}
        emptyText={t('news.noContent')}
        back={{ href: paths.events, label: t('events.back') }}
      />
    </>
  )
}
