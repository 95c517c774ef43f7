import type { DefaultServerCellComponentProps } from 'payload'
import { upcomingSchedules } from '@/data/schedule'
import { formatStaffDateTime } from '@/lib/format'
import { CellBadge } from './CellBadge'
import { staffLanguage } from '@/lib/staffLanguages'

const TEXT = {
  publish: { de: 'geplant: Veröffentlichung', en: 'scheduled: publishing' },
  unpublish: { de: 'geplant: Veröffentlichung aufheben', en: 'scheduled: unpublishing' },
} as const

/**
 * The "scheduled" column of news, events and jobs: the record's next scheduled publishing or unpublishing
 * (Veröffentlichung planen) with its day and time in German time; a dash when nothing is scheduled.
 */
export async function ScheduleCell({
  rowData,
  collectionSlug,
  collectionConfig,
  i18n,
}: DefaultServerCellComponentProps) {
  // Not every table Payload draws hands a cell both (one of them was missing in the list of news).
  const slug = collectionSlug ?? collectionConfig?.slug
  const schedule = slug && rowData?.id ? (await upcomingSchedules(slug)).get(String(rowData.id)) : undefined
  if (!schedule) return <span>–</span>
  const language = staffLanguage(i18n.language)
  return (
    <CellBadge tone={schedule.type === 'publish' ? 'success' : 'warning'} mark="scheduled">
      {TEXT[schedule.type][language]} {formatStaffDateTime(schedule.at, 'de')}
    </CellBadge>
  )
}
