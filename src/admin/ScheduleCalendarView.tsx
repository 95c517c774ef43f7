import type { AdminViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { hasRole } from '@/access/roles'
import { failedSchedules } from '@/data/failedSchedules'
import { listScheduledChanges } from '@/data/schedule'
import { SITE_TIME_ZONE } from '@/lib/constants'
import { CellBadge } from './CellBadge'
import { FailedScheduleList } from './FailedScheduleList'
import { InAdmin } from './InAdmin'
import {
  addDays,
  CALENDAR_WEEKS,
  calendarDay,
  calendarEnd,
  calendarStart,
  calendarWeeks,
  dayOf,
  mondayOf,
} from './scheduleCalendar'
import { SCHEDULE_CALENDAR_TEXTS as TEXTS } from './scheduleCalendarTexts'
import styles from './ScheduleCalendarView.module.css'
import table from './AdminTable.module.css'
import { staffLanguage } from '@/lib/staffLanguages'

type Entry = {
  collection: string
  id: string
  title: string
  at: string
  type: 'publish' | 'unpublish'
  failed?: boolean
}

/**
 * The back office's calendar (/admin/geplant): every publishing and unpublishing that editors scheduled, on its
 * day in German time, each linked to its record; six weeks at a time (`?ab=YYYY-MM-DD` pages on), today marked.
 * Plans that failed at their time stand in red on their day and in a list above the weeks.
 */
export async function ScheduleCalendarView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const framed = (children: ReactNode) => <InAdmin {...props}>{children}</InAdmin>
  const language = staffLanguage(req.i18n.language)
  const admin = req.payload.config.routes.admin
  if (!hasRole(req.user, 'admin', 'editor'))
    return framed(
      <Gutter>
        <p role="alert">{TEXTS.notForYou[language]}</p>
      </Gutter>,
    )
  const now = new Date()
  const today = dayOf(now)
  const from = mondayOf(calendarDay(props.searchParams?.ab) ?? today)
  const [pending, failed] = await Promise.all([listScheduledChanges(calendarEnd(from)), failedSchedules()])
  const first = calendarStart(from).getTime()
  const entries: Entry[] = [
    ...pending.filter((change) => new Date(change.at).getTime() >= first),
    ...failed.map((plan) => ({ ...plan, failed: true })),
  ]
  const weeks = calendarWeeks(entries, now, CALENDAR_WEEKS, from)
  const shown = weeks.flat().some((day) => day.entries.length > 0)
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', options)
  // Days are calendar days (noon UTC stands for the whole day); times are German time.
  const weekday = (day: string) =>
    format({ weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
  const date = (day: string) =>
    format({ day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
  const time = (at: string) =>
    format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SITE_TIME_ZONE }).format(
      new Date(at),
    )
  const page = (day: string) => `${admin}/geplant?ab=${day}`
  const lastDay = weeks.at(-1)!.at(-1)!.day

  return framed(
    <Gutter>
      <h1 className={styles.title}>{TEXTS.title[language]}</h1>
      <p>{TEXTS.intro[language]}</p>
      {failed.length > 0 && (
        <section className={styles.failed} data-testid="schedule-failed">
          <h2>{TEXTS.failedTitle[language]}</h2>
          <p>{TEXTS.failedIntro[language]}</p>
          <FailedScheduleList plans={failed} language={language} admin={admin} />
        </section>
      )}
      <nav className={styles.pager} aria-label={TEXTS.weeks[language]}>
        <a href={page(addDays(from, -7 * CALENDAR_WEEKS))} data-testid="schedule-earlier">
          {TEXTS.earlier[language]}
        </a>
        <strong>
          {date(from)}–{date(lastDay)}
        </strong>
        {from !== mondayOf(today) && <a href={page(today)}>{TEXTS.thisWeek[language]}</a>}
        <a href={page(addDays(from, 7 * CALENDAR_WEEKS))} data-testid="schedule-later">
          {TEXTS.later[language]}
        </a>
      </nav>
      {!shown && <p data-testid="schedule-empty">{TEXTS.empty[language]}</p>}
      <table className={`${table.table} ${styles.calendar}`} data-testid="schedule-calendar">
        <thead>
          <tr>
            {weeks[0].map(({ day }) => (
              <th key={day} scope="col">
                {weekday(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].day}>
              {week.map(({ day, entries: onDay }) => (
                <td
                  key={day}
                  data-day={day}
                  aria-current={day === today ? 'date' : undefined}
                  className={[onDay.length ? '' : styles.free, day === today ? styles.today : '']
                    .filter(Boolean)
                    .join(' ')}
                >
                  <span className={styles.date}>
                    <span className={styles.weekday}>{weekday(day)}, </span>
                    {date(day)}
                    {day === today && <strong className={styles.todayMark}> {TEXTS.today[language]}</strong>}
                  </span>
                  {onDay.length > 0 && (
                    <ul className={styles.entries}>
                      {onDay.map((entry) => (
                        <li key={`${entry.collection}/${entry.id}/${entry.at}/${entry.failed ? 'x' : ''}`}>
                          <CellBadge
                            tone={entry.failed ? 'error' : entry.type === 'publish' ? 'success' : 'warning'}
                            mark={entry.failed ? 'failed' : entry.type}
                          >
                            {time(entry.at)} {TEXTS[entry.type][language]}
                            {entry.failed && ` – ${TEXTS.failed[language]}`}
                          </CellBadge>{' '}
                          <a href={`${admin}/collections/${entry.collection}/${entry.id}`}>{entry.title}</a>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Gutter>,
  )
}
