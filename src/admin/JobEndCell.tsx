import type { DefaultServerCellComponentProps } from 'payload'
import { formatDate, isoDate } from '@/lib/format'
import { isJobOpen } from '@/lib/jobExpiry'
import { CellBadge } from './CellBadge'
import { staffLanguage } from '@/lib/staffLanguages'

const EXPIRED = { de: 'abgelaufen', en: 'expired' } as const

/**
 * The end date column of the jobs list: a job past its end date (src/lib/jobExpiry.ts) is gone from the site
 * whatever its status says, so the list marks it _abgelaufen_ beside the date.
 */
export function JobEndCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  const enddate = isoDate(cellData)
  if (!enddate) return <span>–</span>
  if (isJobOpen({ enddate }, new Date())) return <span>{formatDate(enddate, 'de')}</span>
  return (
    <span>
      {formatDate(enddate, 'de')}{' '}
      <CellBadge tone="error" mark="expired">
        {EXPIRED[staffLanguage(i18n.language)]}
      </CellBadge>
    </span>
  )
}
