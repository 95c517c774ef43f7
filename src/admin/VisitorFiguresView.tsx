import type { AdminViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { readsVisitorFigures, visitorFigures, type VisitorFigures } from '@/data/visitorFigures'
import { figureKind } from '@/data/visitorPages'
import { isLocale, LANGUAGES } from '@/i18n/routing'
import { parseRange } from '@/lib/views/range'
import { InAdmin } from './InAdmin'
import { VisitorBarChart } from './VisitorBarChart'
import { VisitorRanking } from './VisitorRanking'
import { VisitorShortcuts } from './VisitorShortcuts'
import { VISITOR_TEXTS, type VisitorLanguage, type VisitorTexts } from './visitorTexts'
import figureStyles from './Figures.module.css'
import styles from './Visitors.module.css'
import { staffLanguage } from '@/lib/staffLanguages'

const dayLabel = (day: string, language: VisitorLanguage) =>
  language === 'de' ? `${day.slice(8, 10)}.${day.slice(5, 7)}.` : `${day.slice(8, 10)}/${day.slice(5, 7)}`
const fullDay = (day: string, language: VisitorLanguage) =>
  language === 'de' ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : day
const monthLabel = (month: string, text: VisitorTexts) =>
  `${text.months[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`
const number = (value: number, language: VisitorLanguage) => value.toLocaleString(LANGUAGES[language].tag)

function Table({
  testId,
  head,
  rows,
  text,
}: {
  testId: string
  head: ReactNode[]
  rows: { key: string; cells: ReactNode[] }[]
  text: VisitorTexts
}) {
  if (rows.length === 0) return <p data-testid={testId}>{text.none}</p>
  return (
    <table className={figureStyles.table} data-testid={testId}>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={index} scope="col" className={index > 0 ? figureStyles.number : undefined}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-row={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index} className={figureStyles.number}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Figures({
  figures,
  language,
  ranking,
}: {
  figures: VisitorFigures
  language: VisitorLanguage
  ranking: ReactNode
}) {
  const text = VISITOR_TEXTS[language]
  const n = (value: number) => number(value, language)
  const { from, to } = figures.range
  const languageName = (code: string) => (isLocale(code) ? LANGUAGES[code].adminLabel[language] : code)
  return (
    <>
      <p className={styles.total} data-testid="visitors-total">
        {text.total(n(figures.total))}
      </p>
      <h2>{text.perDay}</h2>
      <VisitorBarChart
        id="visitors-days"
        title={text.perDayDescription(fullDay(from, language), fullDay(to, language))}
        bars={figures.days.map((day) => ({
          key: day.date,
          label: dayLabel(day.date, language),
          name: fullDay(day.date, language),
          value: day.views,
        }))}
        labelEvery={Math.ceil(figures.days.length / 10)}
      />
      <h2>{text.perMonth}</h2>
      <VisitorBarChart
        id="visitors-months"
        title={text.perMonthDescription(monthLabel(figures.months[figures.months.length - 1].month, text))}
        bars={figures.months.map((month) => ({
          key: month.month,
          label: monthLabel(month.month, text),
          name: monthLabel(month.month, text),
          value: month.views,
        }))}
      />
      {ranking}
      <div className={styles.grid}>
        <section>
          <h2>{text.referrers}</h2>
          <Table
            testId="visitors-referrers"
            text={text}
            head={[text.referrer, text.views]}
            rows={figures.referrers.map((row) => ({
              key: row.host,
              cells: [row.host || text.direct, n(row.views)],
            }))}
          />
        </section>
        <section>
          <h2>{text.languages}</h2>
          <Table
            testId="visitors-languages"
            text={text}
            head={[text.language, text.views]}
            rows={figures.languages.map((row) => ({
              key: row.language,
              cells: [languageName(row.language), n(row.views)],
            }))}
          />
          <h2>{text.devices}</h2>
          <Table
            testId="visitors-devices"
            text={text}
            head={[text.device, text.views]}
            rows={figures.devices.map((row) => ({
              key: row.device,
              cells: [text.deviceNames[row.device] ?? row.device, n(row.views)],
            }))}
          />
        </section>
      </div>
      <h2>{text.notFound}</h2>
      <p>{text.notFoundIntro}</p>
      <Table
        testId="visitors-not-found"
        text={text}
        head={[text.path, text.linkedFrom, text.count]}
        rows={figures.notFound.map((row) => ({
          key: `${row.path} ${row.referrerHost}`,
          cells: [row.path, row.referrerHost || text.direct, n(row.count)],
        }))}
      />
      <h2>{text.searches}</h2>
      <p>{text.searchesIntro}</p>
      <Table
        testId="visitors-searches"
        text={text}
        head={[text.term, text.count]}
        rows={figures.searches.map((row) => ({ key: row.term, cells: [row.term, n(row.count)] }))}
      />
      <h2>{text.searchWeeks}</h2>
      <p>{text.searchWeeksIntro}</p>
      {figures.searchWeeks.map((week) => (
        <section key={week.range.from} data-testid="visitors-search-week" data-week={week.range.from}>
          <h3>{text.week(fullDay(week.range.from, language), fullDay(week.range.to, language))}</h3>
          <div className={styles.grid}>
            {(['top', 'withoutResults'] as const).map((list) => (
              <Table
                key={list}
                testId={`visitors-search-${list}`}
                text={text}
                head={[list === 'top' ? text.topSearches : text.withoutResults, text.count]}
                rows={week[list].map((row) => ({ key: row.term, cells: [row.term, n(row.count)] }))}
              />
            ))}
          </div>
        </section>
      ))}
    </>
  )
}

/**
 * The dashboard _Besucherzahlen_ (/admin/besucherzahlen?from=2026-10-28&to=2026-11-26): page views per day and
 * month as charts, the most read pages with their trend, origins, languages, devices, 404s to fix and search
 * terms, for a date range, and the same as CSV; with `art=jobs` (news, events, projects, documents) the ranking
 * of that kind alone, and preset ranges (src/admin/VisitorShortcuts.tsx). Editors and administrators only. Drawn on the server: none of
 * it is script, in the admin or on the site.
 */
export async function VisitorFiguresView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language: VisitorLanguage = staffLanguage(req.i18n.language)
  const text = VISITOR_TEXTS[language]
  if (!readsVisitorFigures(req.user))
    return (
      <InAdmin {...props}>
        <Gutter>
          <p role="alert" data-testid="visitors-not-for-you">
            {text.notForYou}
          </p>
        </Gutter>
      </InAdmin>
    )
  const asked = props.searchParams ?? {}
  const range = parseRange(asked.from, asked.to, new Date())
  const shown = range ?? parseRange(undefined, undefined, new Date())!
  const kind = figureKind(asked.art)
  const admin = req.payload.config.routes.admin
  const page = `${admin}/besucherzahlen`
  return (
    <InAdmin {...props}>
      <Gutter>
        <div className={styles.page} data-testid="visitors">
          <div className={figureStyles.header}>
            <h1>{text.title}</h1>
            <a
              href={`/api/visitor-counts?from=${shown.from}&to=${shown.to}&lang=${language}`}
              download
              data-testid="visitors-csv"
            >
              {text.csv}
            </a>
          </div>
          <p className={styles.intro}>{text.intro}</p>
          <form className={styles.range} method="get" action={page}>
            {kind !== 'pages' && <input type="hidden" name="art" value={kind} />}
            <label>
              {text.from}
              <input type="date" name="from" defaultValue={shown.from} required />
            </label>
            <label>
              {text.to}
              <input type="date" name="to" defaultValue={shown.to} required />
            </label>
            <button type="submit">{text.show}</button>
          </form>
          {range ? null : (
            <p role="alert" data-testid="visitors-invalid-range">
              {text.invalidRange}
            </p>
          )}
          <VisitorShortcuts page={page} kind={kind} range={shown} language={language} />
          {kind === 'pages' ? (
            <Figures
              figures={await visitorFigures(shown)}
              language={language}
              ranking={<VisitorRanking range={shown} kind="pages" language={language} admin={admin} />}
            />
          ) : (
            <VisitorRanking range={shown} kind={kind} language={language} admin={admin} limit={50} />
          )}
        </div>
      </Gutter>
    </InAdmin>
  )
}
