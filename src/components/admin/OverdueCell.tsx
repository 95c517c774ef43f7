import type { DefaultServerCellComponentProps } from 'payload'

const LABEL = { de: 'Frist überschritten', en: 'Overdue' } as const

/**
 * The “overdue” column of the whistleblower reports list: a case past its acknowledgement or feedback date
 * (HinSchG §17) is marked in the admin's error colours, so that it stands out among the others.
 */
export function OverdueCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  if (!cellData) return <span>–</span>
  return (
    <strong
      style={{
        background: 'var(--theme-error-100)',
        color: 'var(--theme-error-750)',
        border: '1px solid var(--theme-error-400)',
        borderRadius: 'var(--style-radius-s)',
        padding: '0.1rem 0.5rem',
        whiteSpace: 'nowrap',
      }}
      data-overdue="true"
    >
      {i18n.language === 'de' ? LABEL.de : LABEL.en}
    </strong>
  )
}
