import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { searchOtherLanguages, searchSite } from '@/data/search/siteSearch'
import { SEARCH_OTHER_LANGUAGE_SHOWN, SEARCH_PAGE_PER_KIND, SEARCH_PAGE_SIZE } from '@/lib/constants'
import { paths } from '@/lib/paths'
import { pageKind, pageNumber, pageQuery } from '@/lib/search/params'
import { pageMetadata } from '@/lib/seo'
import { Hero } from '@/components/Hero/Hero'
import { SearchColumn } from '@/components/Search/SearchColumn'
import { suggestTexts } from '@/components/Search/suggestTexts'
import { OtherLanguages, SearchResults, SearchStart } from '@/components/Search/SearchResults'
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

/**
 * Site search results (issues 42, 59): server-rendered from the GET form's `q`; every kind grouped with its first
 * few, or one kind (`art`) page by page (`seite`); `genau=1` searches the words as typed. The other language's
 * matches are offered beside them.
 */
export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/suche'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const asked = await searchParams
  const { query, cut } = pageQuery(asked.q)
  const kind = pageKind(asked.art)
  const page = pageNumber(asked.seite)
  const exact = asked.genau === '1'
  const options = kind
    ? { kind, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE, correct: !exact }
    : { limit: SEARCH_PAGE_PER_KIND, perKind: true, correct: !exact }
  const [t, suggest, results, others] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    suggestTexts(locale),
    query ? searchSite(query, locale, options) : null,
    query && !kind ? searchOtherLanguages(query, locale, SEARCH_OTHER_LANGUAGE_SHOWN) : [],
  ])
  // The other language is offered where it has more to say than this one.
  const offered = others.filter(({ results: other }) => other.total > (results?.total ?? 0))
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
        suggest={suggest}
      >
        {results ? (
          <SearchResults
            query={query}
            cut={cut}
            results={results}
            kind={kind}
            page={page}
            locale={locale}
            exact={exact}
          >
            <OtherLanguages query={query} others={offered} locale={locale} />
          </SearchResults>
        ) : (
          <SearchStart locale={locale} />
        )}
      </SearchColumn>
    </>
  )
}
