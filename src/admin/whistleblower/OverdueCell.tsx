import type { DefaultServerCellComponentProps } from 'payload'
import { CellBadge } from '../CellBadge'

const LABEL = { de: 'Frist überschritten', en: 'Overdue' } as const

/**
 * The “overdue” column of the whistleblower reports list: a case past its acknowledgement or feedback date
 * (HinSchG §17) is marked in the admin's error colours, so that it stands out among the others.
 */
export function OverdueCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  if (!cellData) return <span>–</span>
  return (
    <CellBadge tone="error" mark="overdue">
      {i18n.language === 'de' ? LABEL.de : LABEL.en}
    </CellBadge>
  )
}
