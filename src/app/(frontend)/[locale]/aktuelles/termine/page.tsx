import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listEvents } from '@/data/events'
import { loadOrNull } from '@/data/load'
import { paths } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { CardGrid } from '@/components/Cards/CardGrid'
import { PostCard } from '@/components/Cards/PostCard'
import { Hero } from '@/components/Hero/Hero'
import { ListStates } from '@/components/ListStates/ListStates'
import { pageLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/aktuelles/termine'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'page.events' })
  return pageMetadata({ locale, path: paths.events, title: t('title'), description: t('description') })
}

export default async function EventsPage({ params }: PageProps<'/[locale]/aktuelles/termine'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale })
  const events = await loadOrNull('events list', () => listEvents(locale))

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.events} />
      <Hero headline={t('page.events.headline')} subline={t('page.events.subline')} small wave="green" />
      <section className="container" aria-label={t('page.events.title')}>
        <ListStates items={events} errorText={t('fetch.posts.error')} emptyText={t('fetch.posts.empty')}>
          {(events) => (
            <CardGrid testId="events-grid">
              {events.map((event, index) => (
                <li key={event.id}>
                  <PostCard
                    locale={locale}
                    href={paths.eventDetail(event.id, event.url)}
                    title={event.title}
                    date={event.datetext}
                    dateTime={event.startdate ?? undefined}
                    image={event.image}
                    imageAlt={event.imagealt}
                    readMore={t('page.events.toEvent')}
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
