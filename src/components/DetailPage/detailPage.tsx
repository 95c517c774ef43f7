import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { localizePath } from '@/i18n/paths'
import { checkedLocale } from '@/i18n/pageLocale'
import type { Locale } from '@/i18n/routing'
import { loadEvent } from '@/data/events'
import { loadJob } from '@/data/jobs'
import { loadDetail, loadOrNull } from '@/data/load'
import { loadNews } from '@/data/news'
import { loadProject } from '@/data/projects'
import { RECORD_PATHS, sitePathOr } from '@/lib/paths'
import { previewing } from '@/lib/preview'
import { routeId } from '@/lib/route-params'
import { pageMetadata, type PageMeta } from '@/lib/seo'
import {
  RecordStructuredData,
  type DetailKind,
  type DetailRecord,
  type DetailViews,
} from '@/components/StructuredData/RecordStructuredData'

/**
 * The skeleton every record's detail page shares (news, events, jobs, projects): the record read once through
 * its kind's loader (the draft in an editor's preview), its metadata, a 404 for an unknown record, the redirect
 * to the canonical slug, the failed state, and the structured data of the record the page shows.
 */

const LOADERS: {
  [K in DetailKind]: (id: number, locale: Locale, draft: boolean) => Promise<DetailViews[K] | null>
} = { news: loadNews, events: loadEvent, jobs: loadJob, projects: loadProject }

/** How the data layer's log names a failed read of each kind. */
const LOG_NAMES: Record<DetailKind, string> = {
  news: 'news item',
  events: 'event',
  jobs: 'job',
  projects: 'project',
}

type DetailParams = Promise<{ locale: string; id: string; url: string }>

/**
 * The record a route names, as a function that reads it: a malformed id is a 404 here, before the read, so that
 * the failure handling around the read never takes Next's 404 for a failing data layer.
 */
async function routeRecord<K extends DetailKind>(kind: K, locale: Locale, id: string) {
  const recordId = routeId(id)
  const draft = await previewing()
  return () => LOADERS[kind](recordId, locale, draft)
}

/** A detail page's metadata: the page's own texts (from `describe`) with the record's SEO overrides. */
export async function detailMetadata<K extends DetailKind>(
  kind: K,
  params: DetailParams,
  describe: (
    view: DetailViews[K],
    locale: Locale,
  ) => Omit<PageMeta, 'locale' | 'path' | 'seo'> | Promise<Omit<PageMeta, 'locale' | 'path' | 'seo'>>,
): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = checkedLocale(raw)
  const view = await loadOrNull(LOG_NAMES[kind], await routeRecord(kind, locale, id))
  if (!view) return {}
  return pageMetadata({
    locale,
    path: RECORD_PATHS[kind](view.id, view.url),
    seo: view.seo,
    ...(await describe(view, locale)),
  })
}

type Parts<K extends DetailKind, E> = {
  /** More the page needs besides the record (company data, a page image); its failure is the page's too. */
  extras?: (locale: Locale) => Promise<E>
  /** The failed state, when the record (or the extras) could not be loaded. */
  failed: (locale: Locale, error: unknown) => ReactNode | Promise<ReactNode>
  /** The page's body for the record. */
  body: (view: DetailViews[K], locale: Locale, extras: E) => ReactNode | Promise<ReactNode>
}

/** A record's detail page: the skeleton around the kind's own body. */
export async function detailPage<K extends DetailKind, E = undefined>(
  kind: K,
  params: DetailParams,
  { extras, failed, body }: Parts<K, E>,
): Promise<ReactNode> {
  const { locale: raw, id, url } = await params
  const locale = checkedLocale(raw)
  setRequestLocale(locale)
  const read = await routeRecord(kind, locale, id)
  const loaded = await loadDetail(LOG_NAMES[kind], async () => {
    const view = await read()
    return view ? { view, extras: (await extras?.(locale)) as E } : null
  })
  if (!loaded.ok) return failed(locale, loaded.error)
  if (!loaded.value) notFound()
  const { view } = loaded.value
  if (url !== view.url)
    permanentRedirect(sitePathOr(localizePath(RECORD_PATHS[kind](view.id, view.url), locale)))
  return (
    <>
      <RecordStructuredData locale={locale} record={{ kind, view } as DetailRecord} />
      {await body(view, locale, loaded.value.extras)}
    </>
  )
}
