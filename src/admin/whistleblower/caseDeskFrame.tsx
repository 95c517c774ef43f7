import type { PayloadRequest } from 'payload'
import type { CSSProperties, ReactNode } from 'react'
import { cache } from 'react'
import { caseDesk } from '@/data/whistleblower/caseDesk'
import type { DeadlineState } from '@/lib/whistleblower/caseDeadlines'
import { caseDeskTexts } from './caseDeskTexts'

/** One overview per request, however many of the office's widgets the dashboard shows. */
export const loadCaseDesk = cache((req: PayloadRequest) => caseDesk(req.payload, req.user))

/** Where a widget's links lead: the reports list, filtered by `where` (Payload's list reads it from the URL). */
export function reportsUrl(req: PayloadRequest, where?: Record<string, string | number>): string {
  const list = `${req.payload.config.routes.admin}/collections/whistleblower-reports`
  if (!where) return list
  const query = Object.entries(where).map(
    ([path, value]) => `where[${path.split('.').join('][')}]=${encodeURIComponent(String(value))}`,
  )
  return `${list}?${query.join('&')}`
}

/** A case number that opens the case (kept on one line: HS-2026-… breaks badly at its dashes). */
export function CaseLink({
  req,
  reportId,
  caseNumber,
}: {
  req: PayloadRequest
  reportId: number
  caseNumber: string
}) {
  return (
    <a href={`${reportsUrl(req)}/${reportId}`} style={{ whiteSpace: 'nowrap' }}>
      {caseNumber}
    </a>
  )
}

/** The frame of each of the office's widgets; for anyone else only a line that it is not theirs. */
export function CaseDeskFrame({
  title,
  testId,
  children,
}: {
  title: string
  testId: string
  children: ReactNode
}) {
  return (
    <section data-testid={testId} style={frame}>
      <h2 style={{ margin: '0 0 0.75rem', fontSize: '1.25rem' }}>{title}</h2>
      {children}
    </section>
  )
}

export function NotForYou({ req }: { req: PayloadRequest }) {
  return <p style={frame}>{caseDeskTexts(req.i18n.language).onlyOffice}</p>
}

const STATE_COLOURS: Record<DeadlineState, CSSProperties> = {
  overdue: {
    background: 'var(--theme-error-100)',
    color: 'var(--theme-error-750)',
    border: '1px solid var(--theme-error-400)',
  },
  'due-soon': {
    background: 'var(--theme-warning-100)',
    color: 'var(--theme-warning-750)',
    border: '1px solid var(--theme-warning-400)',
  },
  upcoming: {
    background: 'var(--theme-elevation-50)',
    color: 'var(--theme-elevation-800)',
    border: '1px solid var(--theme-elevation-150)',
  },
}

export function DeadlineBadge({ state, label }: { state: DeadlineState; label: string }) {
  return (
    <span
      data-deadline-state={state}
      style={{
        ...STATE_COLOURS[state],
        borderRadius: 'var(--style-radius-s)',
        padding: '0.05rem 0.45rem',
        whiteSpace: 'nowrap',
        fontWeight: state === 'upcoming' ? 400 : 600,
      }}
    >
      {label}
    </span>
  )
}

export const frame: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  padding: '1rem 1.25rem',
  height: '100%',
  boxSizing: 'border-box',
  margin: 0,
}

const cell: CSSProperties = {
  textAlign: 'left',
  padding: '0.4rem 0.5rem 0.4rem 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
  verticalAlign: 'top',
}

/** A widget's list: one row per case, `empty` when there is none. */
export function DeskTable({
  head,
  rows,
  rowTestId,
  empty,
}: {
  head: string[]
  rows: { key: string | number; cells: ReactNode[] }[]
  rowTestId: string
  empty: string
}) {
  if (rows.length === 0) return <p>{empty}</p>
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={rowTestId}>
            {row.cells.map((content, index) => (
              <td key={index} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export const hint: CSSProperties = {
  margin: '0.75rem 0 0',
  fontSize: '0.9em',
  color: 'var(--theme-elevation-650)',
}
