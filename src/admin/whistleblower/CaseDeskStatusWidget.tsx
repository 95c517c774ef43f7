import type { WidgetServerProps } from 'payload'
import { CASE_STATUS_LABELS } from '@/lib/whistleblower/caseStatusLabels'
import { CASE_STATUSES } from '@/lib/constants'
import { CaseDeskFrame, loadCaseDesk, NotForYou, reportsUrl } from './caseDeskFrame'
import { caseDeskTexts } from './caseDeskTexts'
import { staffLanguage } from '@/lib/staffLanguages'

/** The office's cases by status, each count a link to those cases; and the open ones by assignment. */
export async function CaseDeskStatusWidget({ req }: WidgetServerProps) {
  const desk = await loadCaseDesk(req)
  if (!desk) return <NotForYou req={req} />
  const language = staffLanguage(req.i18n.language)
  const text = caseDeskTexts(language)
  const openStatuses = CASE_STATUSES.filter((status) => status !== 'closed')
  return (
    <CaseDeskFrame title={text.statusTitle} testId="case-desk-status">
      <ul style={tiles}>
        {CASE_STATUSES.map((status) => (
          <li key={status} style={{ flex: '1 1 9rem' }}>
            <a href={reportsUrl(req, { 'status.equals': status })} style={tile} data-status={status}>
              <strong style={{ fontSize: '2rem', lineHeight: 1.1 }}>{desk.byStatus[status]}</strong>
              <span>{CASE_STATUS_LABELS[status][language]}</span>
            </a>
          </li>
        ))}
      </ul>
      <p style={{ margin: '0.75rem 0 0', display: 'flex', gap: '1.5rem', flexWrap: 'wrap' }}>
        <a href={reportsUrl(req, { 'status.in': openStatuses.join(',') })}>
          {desk.open} {text.openCases}
        </a>
        <a href={reportsUrl(req, { 'assignee.equals': String(req.user?.id) })} data-testid="assigned-to-me">
          {desk.assignedToViewer} {text.assignedToMe}
        </a>
        <a href={reportsUrl(req, { 'assignee.exists': 'false', 'status.not_equals': 'closed' })}>
          {desk.unassigned} {text.unassigned}
        </a>
      </p>
    </CaseDeskFrame>
  )
}

const tiles = {
  display: 'flex',
  gap: '0.75rem',
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const

const tile = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  padding: '0.75rem 1rem',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-elevation-50)',
  color: 'var(--theme-text)',
  textDecoration: 'none',
} as const
