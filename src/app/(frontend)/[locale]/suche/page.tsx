import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { searchSite } from '@/data/search/siteSearch'
import { SEARCH_PAGE_PER_KIND } from '@/lib/constants'
import { paths } from '@/lib/paths'
import { pageQuery } from '@/lib/search/params'
import { pageMetadata } from '@/lib/seo'
import { Hero } from '@/components/Hero/Hero'
import { SearchForm } from '@/components/Search/SearchForm'
import { SearchResults, SearchStart } from '@/components/Search/SearchResults'
import styles from '@/components/Search/Search.module.css'
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
      <div className={`container ${styles.page}`} data-testid="search-page">
        <SearchForm
          locale={locale}
          id="search-page-query"
          query={query}
          labels={{
            name: t('landmark.page'),
            label: t('label'),
            placeholder: t('placeholder'),
            submit: t('submit'),
          }}
          classes={{ form: styles.form, input: styles.input, button: styles.button }}
        />
        {results ? (
          <SearchResults query={query} results={results} locale={locale} />
        ) : (
          <SearchStart locale={locale} />
        )}
      </div>
    </>
  )
}
