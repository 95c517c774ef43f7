import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listHistory, previewHistory } from '@/data/history'
import { stripTags } from '@/data/html'
import { loadOrNull } from '@/data/load'
import { formatDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { previewing } from '@/lib/preview'
import { pageMetadata } from '@/lib/seo'
import { Hero } from '@/components/Hero/Hero'
import { ListStates } from '@/components/ListStates/ListStates'
import { HistoryTimeline } from '@/components/History/HistoryTimeline'
import { HistoryImage, HistoryIntro } from '@/components/History/HistoryParts'
import { pageLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/aktuelles/wir-wachsen'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'page.history' })
  return pageMetadata({ locale, path: paths.history, title: t('title'), description: t('description') })
}

export default async function HistoryPage({ params }: PageProps<'/[locale]/aktuelles/wir-wachsen'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale })
  const load = (await previewing()) ? previewHistory : listHistory
  const entries = await loadOrNull('history list', () => load(locale))

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.history} />
      <Hero headline={t('page.history.headline')} subline={t('page.history.subline')} small wave="gray" />
      <HistoryIntro>
        <p>{t('page.history.intro1')}</p>
        <p>{t('page.history.intro2')}</p>
      </HistoryIntro>
      <section className="container" aria-label={t('page.history.title')}>
        <ListStates items={entries} errorText={t('fetch.posts.error')} emptyText={t('fetch.posts.empty')}>
          {(entries) => (
            <HistoryTimeline
              entries={entries.map((entry) => {
                const picture = (sizes: string) =>
                  entry.image && <HistoryImage src={entry.image} alt={entry.imagealt} sizes={sizes} />
                return {
                  ...entry,
                  datetext: formatDate(entry.date, locale),
                  summary: stripTags(entry.bodyhtml),
                  picture: picture('(max-width: 900px) 100vw, 320px'),
                  lightboxPicture: picture('(max-width: 900px) 100vw, 720px'),
                }
              })}
              labels={{ readMore: t('page.history.readMore'), close: t('page.history.close') }}
            />
          )}
        </ListStates>
      </section>
    </>
  )
}
