import { rankedFigures, type FigureKind } from '@/data/visitorPages'
import { LANGUAGES, locales } from '@/i18n/routing'
import type { DayRange } from '@/lib/views/range'
import type { StaffLanguage } from '@/lib/staffLanguages'
import { VISITOR_RANKING_TEXTS } from './visitorRankingTexts'
import { VISITOR_TEXTS } from './visitorTexts'
import { VisitorTrend } from './VisitorTrend'
import figureStyles from './Figures.module.css'
import styles from './Visitors.module.css'

/**
 * A ranking of the range: the pages (or one kind's records, or the documents) by views, each named by its title,
 * both languages together with a column per language, the range before and the trend; titles link to the record.
 */
export async function VisitorRanking({
  range,
  kind,
  language,
  admin,
  limit,
}: {
  range: DayRange
  kind: FigureKind
  language: StaffLanguage
  admin: string
  limit?: number
}) {
  const text = VISITOR_RANKING_TEXTS[language]
  const figures = await rankedFigures(range, kind, language, limit)
  const n = (value: number) => value.toLocaleString(LANGUAGES[language].tag)
  const day = (value: string) => value.split('-').reverse().join('.')
  const intro =
    kind === 'pages' ? text.intro.pages : kind === 'documents' ? text.intro.documents : text.intro.record
  return (
    <section data-testid={`visitors-ranking-${kind}`}>
      <h2>
        {text.heading[kind]} <small>{text.range(day(range.from), day(range.to))}</small>
      </h2>
      <p>{intro}</p>
      {figures.length === 0 ? (
        <p data-testid="visitors-pages">{text.none}</p>
      ) : (
        <table className={figureStyles.table} data-testid="visitors-pages">
          <thead>
            <tr>
              <th scope="col" className={figureStyles.number}>
                {text.rank}
              </th>
              <th scope="col">{text.title}</th>
              <th scope="col" className={figureStyles.number}>
                {kind === 'documents' ? text.downloads : text.views}
              </th>
              {locales.map((locale) => (
                <th key={locale} scope="col" className={figureStyles.number}>
                  {LANGUAGES[locale].adminLabel[language]}
                </th>
              ))}
              <th scope="col" className={figureStyles.number}>
                {text.previous}
              </th>
              <th scope="col" className={figureStyles.number}>
                {text.trend}
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.map((figure, index) => (
              <tr key={figure.key} data-row={figure.key}>
                <td className={figureStyles.number}>{index + 1}</td>
                <th scope="row">
                  {figure.admin ? (
                    <a href={`${admin}/collections/${figure.admin.collection}/${figure.admin.id}`}>
                      {figure.title}
                    </a>
                  ) : (
                    figure.title
                  )}
                  {figure.path && figure.path !== figure.title && (
                    <span className={styles.muted}>{figure.path}</span>
                  )}
                </th>
                <td className={figureStyles.number}>{n(figure.total)}</td>
                {locales.map((locale) => (
                  <td key={locale} className={figureStyles.number} data-language={locale}>
                    {n(figure.byLanguage[locale] ?? 0)}
                  </td>
                ))}
                <td className={figureStyles.number}>{n(figure.previous)}</td>
                <td className={figureStyles.number}>
                  <VisitorTrend
                    views={figure.total}
                    previous={figure.previous}
                    text={VISITOR_TEXTS[language]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
