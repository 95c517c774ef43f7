import type { FailedSchedule } from '@/data/failedSchedules'
import { noticesOf } from '@/data/scheduleNotices'
import { formatStaffDateTime } from '@/lib/format'
import type { StaffLanguage } from '@/lib/staffLanguages'
import { CellBadge } from './CellBadge'
import { SCHEDULE_CALENDAR_TEXTS as TEXTS } from './scheduleCalendarTexts'

const NOTICE = {
  queued: { de: 'E-Mail an {to} wartet auf den Versand', en: 'E-mail to {to} waiting to be sent' },
  sent: { de: 'E-Mail an {to} gesendet', en: 'E-mail sent to {to}' },
  failed: { de: 'E-Mail an {to} noch nicht zugestellt', en: 'E-mail to {to} not delivered yet' },
  none: { de: 'Ohne E-Mail: niemand als Planer bekannt', en: 'No e-mail: nobody known as the planner' },
} as const

/** Failed plans, each in red with its record, the planned time, Payload's reason and the planner's e-mail. */
export async function FailedScheduleList({
  plans,
  language,
  admin,
}: {
  plans: FailedSchedule[]
  language: StaffLanguage
  admin: string
}) {
  const notices = await noticesOf(plans)
  return (
    <ul data-testid="failed-schedules" style={{ margin: 0, paddingLeft: '1.2rem' }}>
      {plans.map((plan) => {
        const notice = notices.get(plan.plan)
        const state = notice
          ? (NOTICE[notice.deliveryStatus as keyof typeof NOTICE] ?? NOTICE.queued)
          : NOTICE.none
        return (
          <li
            key={plan.plan}
            data-failed-plan={`${plan.collection}/${plan.id}`}
            style={{ marginBottom: '0.5rem' }}
          >
            <CellBadge tone="error" mark="failed">
              {TEXTS[plan.type][language]} {TEXTS.failed[language]}
            </CellBadge>{' '}
            <a href={`${admin}/collections/${plan.collection}/${plan.id}`}>{plan.title}</a>
            {' – '}
            {TEXTS.plannedFor[language]} {formatStaffDateTime(plan.at, 'de')}
            {plan.reason && (
              <>
                {'. '}
                {TEXTS.reason[language]}: {plan.reason}
              </>
            )}
            <br />
            <small>{state[language].replace('{to}', notice?.recipient ?? '')}</small>
          </li>
        )
      })}
    </ul>
  )
}
