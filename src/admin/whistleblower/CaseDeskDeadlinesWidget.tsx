import type { WidgetServerProps } from 'payload'
import { WHISTLEBLOWER_REMINDER_DAYS } from '@/lib/constants'
import { formatStaffDateTime } from '@/lib/format'
import { DEADLINE_LABELS } from '@/lib/whistleblower/caseDeadlines'
import {
  CaseDeskFrame,
  CaseLink,
  DeadlineBadge,
  DeskTable,
  hint,
  loadCaseDesk,
  NotForYou,
  reportsUrl,
} from './caseDeskFrame'
import { caseDeskTexts } from './caseDeskTexts'
import { staffLanguage } from '@/lib/staffLanguages'

/** The next deadline of each open case, earliest first: overdue and due-soon ones marked. */
export async function CaseDeskDeadlinesWidget({ req }: WidgetServerProps) {
  const desk = await loadCaseDesk(req)
  if (!desk) return <NotForYou req={req} />
  const language = staffLanguage(req.i18n.language)
  const text = caseDeskTexts(language)
  return (
    <CaseDeskFrame title={text.deadlinesTitle} testId="case-desk-deadlines">
      <p style={{ margin: '0 0 0.5rem', display: 'flex', gap: '0.5rem' }} data-testid="deadline-summary">
        <DeadlineBadge
          state={desk.overdue ? 'overdue' : 'upcoming'}
          label={text.overdueCount(desk.overdue)}
        />
        <DeadlineBadge
          state={desk.dueSoon ? 'due-soon' : 'upcoming'}
          label={text.dueSoonCount(desk.dueSoon)}
        />
      </p>
      <DeskTable
        head={[text.columns.case, text.columns.deadline, text.columns.due, text.columns.assignee]}
        rowTestId="deadline-row"
        empty={text.deadlinesNone}
        rows={desk.deadlines.map((deadline) => ({
          key: deadline.reportId,
          cells: [
            <CaseLink key="case" req={req} reportId={deadline.reportId} caseNumber={deadline.caseNumber} />,
            DEADLINE_LABELS[deadline.kind][language],
            <>
              {formatStaffDateTime(deadline.dueAt, language)}{' '}
              <DeadlineBadge state={deadline.state} label={text.states[deadline.state]} />
            </>,
            deadline.assigneeName ?? text.nobody,
          ],
        }))}
      />
      <p style={hint}>
        {text.deadlinesHint(WHISTLEBLOWER_REMINDER_DAYS.acknowledge, WHISTLEBLOWER_REMINDER_DAYS.feedback)}{' '}
        <a href={reportsUrl(req)}>{text.allCases}</a>
      </p>
    </CaseDeskFrame>
  )
}
