import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { searchSite } from '@/data/search/siteSearch'
import { SEARCH_PAGE_PER_KIND } from '@/lib/constants'
import { paths } from '@/lib/paths'
import { pageQuery } from '@/lib/search/params'
import { pageMetadata } from '@/lib/seo'
import { Hero } from '@/components/Hero/Hero'
import { SearchColumn } from '@/components/Search/SearchColumn'
import { SearchResults, SearchStart } from '@/components/Search/SearchResults'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'
import { pageLocale } from '@/i18n/pageLocale'

// Rendered for each query (the layout's pages are otherwise rendered once and cached).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: PageProps<'/[locale]/suche'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  const metadata = await pageMetadata({
    locale,
    path: paths.search,
    title: t('title'),
    description: t('description'),
  })
  // Result pages are not for search engines (robots.txt keeps them out too).
  return { ...metadata, robots: { index: false, follow: true } }
}

/** Site search results (issue 42): server-rendered from the GET form's `q`, grouped by kind. */
export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/suche'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const query = pageQuery((await searchParams).q)
  const [t, results] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    query ? searchSite(query, locale, SEARCH_PAGE_PER_KIND, { perKind: true }) : null,
  ])
  return (
    <>
      <RouteStructuredData locale={locale} path={paths.search} />
      <Hero headline={t('headline')} image={null} small wave="gray" />
      <SearchColumn
        locale={locale}
        query={query}
        labels={{
          name: t('landmark.page'),
          label: t('label'),
          placeholder: t('placeholder'),
          submit: t('submit'),
        }}
      >
        {results ? (
          <SearchResults query={query} results={results} locale={locale} />
        ) : (
          <SearchStart locale={locale} />
        )}
      </SearchColumn>
    </>
  )
}
