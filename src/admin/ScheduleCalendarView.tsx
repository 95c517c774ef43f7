import type { AdminViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { hasRole } from '@/access/roles'
import { listScheduledChanges } from '@/data/schedule'
import { SITE_TIME_ZONE } from '@/lib/constants'
import { CellBadge } from './CellBadge'
import { InAdmin } from './InAdmin'
import { calendarEnd, calendarWeeks } from './scheduleCalendar'
import { SCHEDULE_CALENDAR_TEXTS as TEXTS } from './scheduleCalendarTexts'
import styles from './ScheduleCalendarView.module.css'
import table from './AdminTable.module.css'
import { staffLanguage } from '@/lib/staffLanguages'

/**
 * The back office's calendar (/admin/geplant): every publishing and unpublishing that editors scheduled for the
 * coming weeks, on its day in German time, each linked to its record.
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
  const changes = await listScheduledChanges(calendarEnd(now))
  const weeks = calendarWeeks(changes, now)
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

  return framed(
    <Gutter>
      <h1 className={styles.title}>{TEXTS.title[language]}</h1>
      <p>{TEXTS.intro[language]}</p>
      {changes.length === 0 && <p data-testid="schedule-empty">{TEXTS.empty[language]}</p>}
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
              {week.map(({ day, entries }) => (
                <td key={day} data-day={day} className={entries.length ? undefined : styles.free}>
                  <span className={styles.date}>
                    <span className={styles.weekday}>{weekday(day)}, </span>
                    {date(day)}
                  </span>
                  {entries.length > 0 && (
                    <ul className={styles.entries}>
                      {entries.map((entry) => (
                        <li key={`${entry.collection}/${entry.id}/${entry.at}`}>
                          <CellBadge
                            tone={entry.type === 'publish' ? 'success' : 'warning'}
                            mark={entry.type}
                          >
                            {time(entry.at)} {TEXTS[entry.type][language]}
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
