import type { ServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { SCHEDULE_CALENDAR_TEXTS } from './scheduleCalendarTexts'
import { staffLanguage } from '@/lib/staffLanguages'

/** The calendar's entry in the admin's navigation, for editors. */
export function ScheduleNavLink({ user, i18n, payload }: ServerProps) {
  if (!hasRole(user as Parameters<typeof hasRole>[0], 'admin', 'editor')) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}/geplant`} id="nav-schedule-calendar">
      <span className="nav__link-label">{SCHEDULE_CALENDAR_TEXTS.nav[staffLanguage(i18n.language)]}</span>
    </a>
  )
}
