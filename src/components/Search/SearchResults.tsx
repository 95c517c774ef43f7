import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import { localizePath } from '@/i18n/paths'
import { defaultLocale, type Locale } from '@/i18n/routing'
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from '@/lib/constants'
import { paths } from '@/lib/paths'
import {
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SearchResults as Results,
} from '@/lib/search/engine'
import { resultPath } from './resultPath'
import styles from './Search.module.css'

/** Pages offered when nothing is found or nothing was searched yet. */
const SUGGESTED = [
  { path: paths.solution('leitsysteme'), key: 'leitsysteme' },
  { path: paths.solution('digitale-alarmierung'), key: 'digitale-alarmierung' },
  { path: paths.solution('sprach-und-datenfunk'), key: 'sprach-und-datenfunk' },
  { path: paths.career, key: 'career' },
  { path: paths.news, key: 'newsList' },
  { path: paths.about('niederlassungen'), key: 'niederlassungen' },
] as const

/** A results page's address: the query, and the kind, page and exactness asked for. */
export function searchHref(
  locale: Locale,
  query: string,
  { kind, page, exact }: { kind?: SearchKind | null; page?: number; exact?: boolean } = {},
): string {
  const params = new URLSearchParams({ q: query })
  if (kind) params.set('art', kind)
  if (page && page > 1) params.set('seite', String(page))
  if (exact) params.set('genau', '1')
  return `${localizePath(paths.search, locale)}?${params}`
}

function Snippet({ hit, lang }: { hit: SearchHit; lang?: Locale }) {
  if (!hit.snippet.some((part) => part.text.trim())) return null
  return (
    <p className={styles.snippet} lang={lang}>
      {hit.snippet.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </p>
  )
}

async function Hit({ hit, locale }: { hit: SearchHit; locale: Locale }) {
  const t = await getTranslations({ locale })
  const isFile = hit.kind === 'document'
  // A document's title is its own in each language; only the text found inside its German file is German.
  const german = hit.germanStandIn ? defaultLocale : undefined
  return (
    <li className={styles.hit} lang={isFile ? undefined : german}>
      <h3 className={styles.hitTitle}>
        {isFile ? (
          <a href={hit.href} target="_blank" rel="noopener">
            {hit.title}
            <span className="visually-hidden"> ({t('search.pdf')})</span>
          </a>
        ) : (
          <LocaleLink locale={locale} href={hit.href}>
            {hit.title}
          </LocaleLink>
        )}
        {hit.germanStandIn && (
          <span className={styles.badge} lang={locale}>
            {t('search.germanOnly')}
          </span>
        )}
      </h3>
      <p className={styles.path} lang={locale} data-testid="search-hit-path">
        <span className="visually-hidden">{t('search.path')}: </span>
        {resultPath(hit, t as never).join(' › ')}
      </p>
      <Snippet hit={hit} lang={isFile ? german : undefined} />
    </li>
  )
}

async function Suggestions({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale })
  return (
    <ul className={styles.suggestions}>
      {SUGGESTED.map(({ path, key }) => (
        <li key={path}>
          <LocaleLink locale={locale} href={path}>
            {key === 'career' ? t('menu.career') : t(`menu.items.${key}`)}
          </LocaleLink>
        </li>
      ))}
    </ul>
  )
}

/** Nothing searched yet: what to type, and the pages visitors look for most. */
export async function SearchStart({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <section className={styles.state} aria-labelledby="search-start">
      <h2 id="search-start">{t('start.headline')}</h2>
      <p>{t('start.text')}</p>
      <p className={styles.hint}>{t('hint')}</p>
      <h3>{t('suggested')}</h3>
      <Suggestions locale={locale} />
    </section>
  )
}

/** The results in the other languages: how many, the best few, and the way to all of them ("Auch auf Englisch"). */
export async function OtherLanguages({
  query,
  others,
  locale,
}: {
  query: string
  others: { locale: Locale; results: Results }[]
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const shown = others.filter(({ results }) => results.total > 0)
  if (!shown.length) return null
  return (
    <>
      {shown.map(({ locale: other, results }) => (
        <section
          key={other}
          className={styles.other}
          aria-labelledby={`also-${other}`}
          data-testid="search-other-language"
        >
          <h2 id={`also-${other}`}>
            {t(`alsoIn.${other}`)}: {t('alsoInCount', { total: results.total })}
          </h2>
          <ul lang={other}>
            {results.hits.map((hit) => (
              <li key={hit.id}>
                {hit.kind === 'document' ? (
                  <a href={hit.href} target="_blank" rel="noopener">
                    {hit.title}
                  </a>
                ) : (
                  <LocaleLink locale={other} href={hit.href}>
                    {hit.title}
                  </LocaleLink>
                )}
              </li>
            ))}
          </ul>
          <p>
            <a href={searchHref(other, query)} hrefLang={other}>
              {t('alsoInAll')}
            </a>
          </p>
        </section>
      ))}
    </>
  )
}

/** What the page says about the query itself: cut to its length, corrected, or not all words found. */
async function QueryNotes({
  query,
  cut,
  results,
  locale,
}: {
  query: string
  cut: boolean
  results: Results
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <>
      {cut && (
        <p className={styles.note} data-testid="search-cut">
          {t('cut', { max: SEARCH_QUERY_MAX_LENGTH })}
        </p>
      )}
      {results.corrected && (
        <p className={styles.note} data-testid="search-corrected">
          {t('corrected', { corrected: results.corrected, query })}{' '}
          <a href={searchHref(locale, query, { exact: true })}>{t('searchInstead', { query })}</a>
        </p>
      )}
      {results.missing.length > 0 && results.total > 0 && (
        <p className={styles.note} data-testid="search-missing">
          {t('missing', { words: results.missing.join(', ') })}
        </p>
      )}
    </>
  )
}

/** Nothing matched: a way on. */
async function Empty({ query, locale }: { query: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return (
    <section className={styles.state} aria-labelledby="search-empty" data-testid="search-empty">
      <h2 id="search-empty">{t('empty.headline', { query })}</h2>
      <p>{t('empty.text')}</p>
      <Suggestions locale={locale} />
      <p>
        {t('empty.contact')}{' '}
        <a href={localizePath(paths.contact, locale)} className={styles.contactLink}>
          {t('empty.contactLink')}
        </a>
      </p>
    </section>
  )
}

type Props = {
  query: string
  cut: boolean
  results: Results
  /** One kind, page by page; null: every kind, grouped, the first few of each. */
  kind: SearchKind | null
  page: number
  locale: Locale
  /** The words as typed, never corrected (`?genau=1`). */
  exact: boolean
  children?: ReactNode
}

/** The results grouped by kind, each group with its count and the way to all of it; or one kind, page by page. */
export async function SearchResults({ query, cut, results, kind, page, locale, exact, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  if (!results.total)
    return (
      <>
        <QueryNotes query={query} cut={cut} results={results} locale={locale} />
        <Empty query={query} locale={locale} />
        {children}
      </>
    )
  const kinds = SEARCH_KINDS.filter((k) => results.counts[k] > 0)
  const hits = (of: SearchKind) => results.hits.filter((hit) => hit.kind === of)
  const shownQuery = results.corrected ?? query
  if (kind) {
    const pages = Math.max(1, Math.ceil(results.counts[kind] / SEARCH_PAGE_SIZE))
    return (
      <div data-testid="search-results">
        <QueryNotes query={query} cut={cut} results={results} locale={locale} />
        <p className={styles.summary} role="status">
          {t('kindSummary', { kind: t(`kinds.${kind}`), total: results.counts[kind], query: shownQuery })}
        </p>
        <p>
          <a href={searchHref(locale, query, { exact })}>{t('allKinds')}</a>
        </p>
        <section className={styles.group} aria-labelledby={`heading-${kind}`}>
          <h2 id={`heading-${kind}`}>
            {t(`kinds.${kind}`)} <span className={styles.count}>{t('pageOf', { page, pages })}</span>
          </h2>
          <ol
            className={styles.hits}
            data-testid={`search-group-${kind}`}
            start={(page - 1) * SEARCH_PAGE_SIZE + 1}
          >
            {hits(kind).map((hit) => (
              <Hit key={hit.id} hit={hit} locale={locale} />
            ))}
          </ol>
        </section>
        {pages > 1 && (
          <nav aria-label={t('pagination')} className={styles.pagination}>
            {page > 1 && (
              <a href={searchHref(locale, query, { kind, page: page - 1, exact })}>{t('previous')}</a>
            )}
            <ol>
              {Array.from({ length: pages }, (_, i) => i + 1).map((number) => (
                <li key={number}>
                  {number === page ? (
                    <span aria-current="page">{t('pageNumber', { page: number })}</span>
                  ) : (
                    <a href={searchHref(locale, query, { kind, page: number, exact })}>
                      {t('pageNumber', { page: number })}
                    </a>
                  )}
                </li>
              ))}
            </ol>
            {page < pages && (
              <a href={searchHref(locale, query, { kind, page: page + 1, exact })}>{t('next')}</a>
            )}
          </nav>
        )}
        {children}
      </div>
    )
  }
  return (
    <div data-testid="search-results">
      <QueryNotes query={query} cut={cut} results={results} locale={locale} />
      <p className={styles.summary} role="status">
        {t('summary', { total: results.total, query: shownQuery })}
      </p>
      <nav aria-label={t('kindsLabel')}>
        <ul className={styles.kinds}>
          {kinds.map((k) => (
            <li key={k}>
              <a href={`#treffer-${k}`}>
                {t(`kinds.${k}`)} <span className={styles.count}>{results.counts[k]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {kinds.map((k) => {
        const shown = hits(k)
        return (
          <section key={k} id={`treffer-${k}`} className={styles.group} aria-labelledby={`heading-${k}`}>
            <h2 id={`heading-${k}`}>
              {t(`kinds.${k}`)} <span className={styles.count}>{results.counts[k]}</span>
            </h2>
            <ol className={styles.hits} data-testid={`search-group-${k}`}>
              {shown.map((hit) => (
                <Hit key={hit.id} hit={hit} locale={locale} />
              ))}
            </ol>
            {results.counts[k] > shown.length && (
              <p>
                <a
                  href={searchHref(locale, query, { kind: k, exact })}
                  className={styles.showAll}
                  data-testid={`search-all-${k}`}
                >
                  {t('showAll', { count: results.counts[k], kind: t(`kinds.${k}`) })}
                </a>
              </p>
            )}
          </section>
        )
      })}
      {children}
    </div>
  )
}
