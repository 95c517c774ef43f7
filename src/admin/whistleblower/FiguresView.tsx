import type { AdminViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import { officeFigures } from '@/data/whistleblower/figures'
import { siteYearMonth } from '@/lib/siteTime'
import {
  AREA_COLUMNS,
  areaColumnLabel,
  areaLabel,
  areaValues,
  figureRows,
  formatFigure,
} from '@/lib/whistleblower/figureRows'
import { AreaBars } from './AreaBars'
import { FiguresChart } from './FiguresChart'
import { FIGURES_TEXTS } from '@/lib/whistleblower/figuresTexts'
import { InAdmin } from '../InAdmin'
import { PrintButton } from '../PrintButton'
import styles from '../Figures.module.css'
import { staffLanguage } from '@/lib/staffLanguages'

/**
 * The reporting office's yearly figures (/admin/meldestelle/kennzahlen?jahr=2026): counts and deadlines per
 * calendar year, a chart per month, printable and as CSV. Members of the office only; nothing of a case's
 * content, no names, no case key needed.
 */
export async function FiguresView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = staffLanguage(req.i18n.language)
  const text = FIGURES_TEXTS[language]
  const raw = props.searchParams?.jahr
  const asked = typeof raw === 'string' && /^\d{4}$/.test(raw) ? Number(raw) : null
  const now = new Date()
  const answer = await officeFigures(req, asked, now)
  if (!answer)
    return (
      <InAdmin {...props}>
        <Gutter>
          <p role="alert" data-testid="figures-not-for-you">
            {text.notForYou}
          </p>
        </Gutter>
      </InAdmin>
    )
  const { figures, areas, years } = answer
  const running = figures.year === siteYearMonth(now).year
  const page = `${req.payload.config.routes.admin}/meldestelle/kennzahlen`
  const number = (value: number | null) => (value === null ? text.none : formatFigure(value, language))
  return (
    <InAdmin {...props}>
      <Gutter>
        <div className={styles.page} data-testid="figures">
          <div className={styles.header}>
            <h1>{text.title(figures.year)}</h1>
            <div className={`${styles.actions} ${styles.noPrint}`}>
              <PrintButton label={text.print} />
              <a
                href={`/cms-api/whistleblower-reports/figures?year=${figures.year}&lang=${language}`}
                download
                data-testid="figures-csv"
              >
                {text.csv}
              </a>
            </div>
          </div>
          <p className={styles.intro}>{text.intro}</p>
          <nav aria-label={text.year} className={styles.noPrint}>
            <ul className={styles.years}>
              {years.map((year) => (
                <li key={year}>
                  <a href={`${page}?jahr=${year}`} aria-current={year === figures.year ? 'page' : undefined}>
                    {year}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <table className={styles.table} data-testid="figures-table">
            <thead>
              <tr>
                <th scope="col">{text.metric}</th>
                <th scope="col" className={styles.number}>
                  {text.value}
                </th>
              </tr>
            </thead>
            <tbody>
              {figureRows(figures, language, running).map((row) => (
                <tr key={row.key} data-figure={row.key}>
                  <th scope="row" className={row.indent ? styles.indent : undefined}>
                    {row.label}
                  </th>
                  <td className={styles.number}>
                    {row.of === undefined ? number(row.value) : text.ofReceived(row.value ?? 0, row.of)}
                    {row.of
                      ? ` (${formatFigure(Math.round(((row.value ?? 0) / row.of) * 100), language)} %)`
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{text.chartTitle}</h2>
          <FiguresChart months={figures.months} text={text} year={figures.year} />
          <ul className={styles.legend}>
            <li>
              <span className={`${styles.swatch} ${styles.swatchReceived}`} />
              {text.receivedShort}
            </li>
            <li>
              <span className={`${styles.swatch} ${styles.swatchClosed}`} />
              {text.closedShort}
            </li>
          </ul>
          <table className={styles.table} data-testid="figures-months">
            <thead>
              <tr>
                <th scope="col">{text.month}</th>
                <th scope="col" className={styles.number}>
                  {text.receivedShort}
                </th>
                <th scope="col" className={styles.number}>
                  {text.closedShort}
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{text.months[month.month - 1]}</th>
                  <td className={styles.number}>{month.received}</td>
                  <td className={styles.number}>{month.closed}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{text.areasTitle}</h2>
          <p className={styles.intro}>{text.areasNote}</p>
          {areas.some(({ figures: counted }) => counted.received > 0) ? (
            <AreaBars
              title={text.areasChart(figures.year)}
              bars={areas.map(({ area, figures: counted }) => ({
                key: area,
                label: areaLabel(area, language),
                value: counted.received,
              }))}
            />
          ) : (
            <p>{text.areasNone}</p>
          )}
          {/* Eleven columns: their headings wrap, and what still does not fit scrolls here, not the page. */}
          <div className={styles.scroll} tabIndex={0} role="region" aria-label={text.areasTitle}>
            <table className={styles.table} data-testid="figures-areas">
              <thead>
                <tr>
                  <th scope="col">{text.area}</th>
                  {AREA_COLUMNS.map((column) => (
                    <th scope="col" className={styles.number} key={column}>
                      {areaColumnLabel(column, language, running)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {areas.map(({ area, figures: counted }) => (
                  <tr key={area} data-area={area}>
                    <th scope="row">{areaLabel(area, language)}</th>
                    {areaValues(counted).map((value, index) => (
                      <td
                        className={styles.number}
                        key={AREA_COLUMNS[index]}
                        data-column={AREA_COLUMNS[index]}
                      >
                        {number(value)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </Gutter>
    </InAdmin>
  )
}
