import type { DefaultServerCellComponentProps } from 'payload'
import { failedSchedulesOf } from '@/data/failedSchedules'
import { upcomingSchedules } from '@/data/schedule'
import { formatStaffDateTime } from '@/lib/format'
import { CellBadge } from './CellBadge'
import { staffLanguage } from '@/lib/staffLanguages'

const TEXT = {
  publish: { de: 'geplant: Veröffentlichung', en: 'scheduled: publishing' },
  unpublish: { de: 'geplant: Veröffentlichung aufheben', en: 'scheduled: unpublishing' },
  failedPublish: { de: 'fehlgeschlagen: Veröffentlichung', en: 'failed: publishing' },
  failedUnpublish: { de: 'fehlgeschlagen: Veröffentlichung aufheben', en: 'failed: unpublishing' },
} as const

/**
 * The "scheduled" column of news, events and jobs: the record's next scheduled publishing or unpublishing
 * (Veröffentlichung planen) with its day and time in German time; in red a plan that failed at its time (with
 * Payload's reason on hover); a dash when nothing is scheduled.
 */
export async function ScheduleCell({
  rowData,
  collectionSlug,
  collectionConfig,
  i18n,
}: DefaultServerCellComponentProps) {
  // Not every table Payload draws hands a cell both (one of them was missing in the list of news).
  const slug = collectionSlug ?? collectionConfig?.slug
  if (!slug || !rowData?.id) return <span>–</span>
  const language = staffLanguage(i18n.language)
  const id = String(rowData.id)
  const [schedule, failed] = await Promise.all([
    upcomingSchedules(slug).then((all) => all.get(id)),
    failedSchedulesOf(slug).then((all) => all.get(id)),
  ])
  if (!schedule && !failed) return <span>–</span>
  return (
    <>
      {failed && (
        <span title={failed.reason}>
          <CellBadge tone="error" mark="schedule-failed">
            {TEXT[failed.type === 'publish' ? 'failedPublish' : 'failedUnpublish'][language]}{' '}
            {formatStaffDateTime(failed.at, 'de')}
          </CellBadge>
        </span>
      )}
      {failed && schedule && ' '}
      {schedule && (
        <CellBadge tone={schedule.type === 'publish' ? 'success' : 'warning'} mark="scheduled">
          {TEXT[schedule.type][language]} {formatStaffDateTime(schedule.at, 'de')}
        </CellBadge>
      )}
    </>
  )
}
