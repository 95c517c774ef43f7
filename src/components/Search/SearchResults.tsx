import { getTranslations } from 'next-intl/server'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import { localizePath } from '@/i18n/paths'
import { defaultLocale, type Locale } from '@/i18n/routing'
import { paths } from '@/lib/paths'
import {
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SearchResults as Results,
} from '@/lib/search/engine'
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

function Snippet({ hit, lang }: { hit: SearchHit; lang?: Locale }) {
  if (!hit.snippet.some((part) => part.text.trim())) return null
  return (
    <p className={styles.snippet} lang={lang}>
      {hit.snippet.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </p>
  )
}

async function Hit({ hit, locale }: { hit: SearchHit; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const isFile = hit.kind === 'document'
  // A document's title is its own in each language; only the text found inside its German file is German.
  const german = hit.germanStandIn ? defaultLocale : undefined
  return (
    <li className={styles.hit} lang={isFile ? undefined : german}>
      <h3 className={styles.hitTitle}>
        {isFile ? (
          <a href={hit.href} target="_blank" rel="noopener">
            {hit.title}
            <span className="visually-hidden"> ({t('pdf')})</span>
          </a>
        ) : (
          <LocaleLink locale={locale} href={hit.href}>
            {hit.title}
          </LocaleLink>
        )}
        {hit.germanStandIn && (
          <span className={styles.badge} lang={locale}>
            {t('germanOnly')}
          </span>
        )}
      </h3>
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

/** The results grouped by kind, each group with its count; or, when nothing matched, a way on. */
export async function SearchResults({
  query,
  results,
  locale,
}: {
  query: string
  results: Results
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'search' })
  if (!results.total) {
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
  const kinds = SEARCH_KINDS.filter((kind) => results.counts[kind] > 0)
  const byKind = (kind: SearchKind) => results.hits.filter((hit) => hit.kind === kind)
  return (
    <div data-testid="search-results">
      <p className={styles.summary} role="status">
        {t('summary', { total: results.total, query })}
      </p>
      <nav aria-label={t('kindsLabel')}>
        <ul className={styles.kinds}>
          {kinds.map((kind) => (
            <li key={kind}>
              <a href={`#treffer-${kind}`}>
                {t(`kinds.${kind}`)} <span className={styles.count}>{results.counts[kind]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {kinds.map((kind) => {
        const shown = byKind(kind)
        const more = results.counts[kind] - shown.length
        return (
          <section
            key={kind}
            id={`treffer-${kind}`}
            className={styles.group}
            aria-labelledby={`heading-${kind}`}
          >
            <h2 id={`heading-${kind}`}>
              {t(`kinds.${kind}`)} <span className={styles.count}>{results.counts[kind]}</span>
            </h2>
            <ol className={styles.hits} data-testid={`search-group-${kind}`}>
              {shown.map((hit) => (
                <Hit key={hit.id} hit={hit} locale={locale} />
              ))}
            </ol>
            {more > 0 && <p className={styles.hint}>{t('more', { count: more })}</p>}
          </section>
        )
      })}
    </div>
  )
}
