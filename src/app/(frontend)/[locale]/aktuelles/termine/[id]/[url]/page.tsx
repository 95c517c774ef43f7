import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localizePath } from '@/i18n/paths'
import { loadEvent } from '@/data/events'
import { loadDetail, loadOrNull } from '@/data/load'
import { stripTags } from '@/data/html'
import { paths } from '@/lib/paths'
import { previewing } from '@/lib/preview'
import { routeId } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo'
import { Article } from '@/components/Article/Article'
import { Hero } from '@/components/Hero/Hero'
import { FailedDetail } from '@/components/ListStates/FailedDetail'
import { checkedLocale } from '@/i18n/pageLocale'
import { RecordStructuredData } from '@/components/StructuredData/RecordStructuredData'

type Props = PageProps<'/[locale]/aktuelles/termine/[id]/[url]'>

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = checkedLocale(raw)
  const recordId = routeId(id)
  const preview = await previewing()
  const event = await loadOrNull('event', () => loadEvent(recordId, locale, preview))
  if (!event) return {}
  return pageMetadata({
    locale: locale,
    path: paths.eventDetail(event.id, event.url),
    seo: event.seo,
    title: event.title,
    description: [event.datetext, stripTags(event.bodyhtml)].filter(Boolean).join(' – ').slice(0, 160),
    image: event.image,
  })
}

export default async function EventDetailPage({ params }: Props) {
  const { locale: raw, id, url } = await params
  const locale = checkedLocale(raw)
  setRequestLocale(locale)
  const recordId = routeId(id)
  const preview = await previewing()
  const loaded = await loadDetail('event', () => loadEvent(recordId, locale, preview))
  const t = await getTranslations({ locale, namespace: 'page' })
  if (!loaded.ok) {
    const failed = await getTranslations({ locale, namespace: 'fetch.post' })
    return (
      <FailedDetail
        locale={locale}
        headline={t('events.headline')}
        errorText={failed('error')}
        back={{ href: paths.events, label: t('events.back') }}
        error={loaded.error}
      />
    )
  }
  const event = loaded.value
  if (!event) notFound()
  if (url !== event.url) permanentRedirect(localizePath(paths.eventDetail(event.id, event.url), locale))

  return (
    <>
      <RecordStructuredData locale={locale} record={{ kind: 'events', view: event }} />
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
