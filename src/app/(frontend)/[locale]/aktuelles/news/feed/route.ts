import { getTranslations } from 'next-intl/server'
import { listNews } from '@/data/news'
import { summaryText } from '@/data/projectView'
import { checkedLocale } from '@/i18n/pageLocale'
import { DATE_LOCALES } from '@/lib/format'
import { paths } from '@/lib/paths'
import { rssFeed } from '@/lib/rss'
import { pageUrl } from '@/lib/siteUrls'

// Built per request from the cached news (invalidated when an editor saves), and cached briefly by proxies.
export const dynamic = 'force-dynamic'

const SUMMARY_MAX = 500

/** The news of one language as RSS 2.0: newest first, absolute links, dates and summaries. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/aktuelles/news/feed'>) {
  const locale = checkedLocale((await params).locale)
  const [t, meta, news] = await Promise.all([
    getTranslations({ locale, namespace: 'page.news' }),
    getTranslations({ locale, namespace: 'meta' }),
    listNews(locale),
  ])
  const xml = rssFeed({
    title: t('feedTitle', { site: meta('siteName') }),
    link: pageUrl(paths.news, locale),
    self: pageUrl(paths.newsFeed, locale),
    description: t('description'),
    language: DATE_LOCALES[locale],
    items: news.map((item) => ({
      title: item.title,
      link: pageUrl(paths.newsDetail(item.id, item.url), locale),
      date: item.date,
      summary: summaryText(item.shortbodyhtml || item.bodyhtml, SUMMARY_MAX),
    })),
  })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    },
  })
}
