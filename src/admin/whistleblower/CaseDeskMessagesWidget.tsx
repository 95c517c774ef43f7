import type { WidgetServerProps } from 'payload'
import { MESSAGE_AUTHOR_LABELS } from '@/lib/whistleblower/caseLabels'
import { formatStaffDateTime } from '@/lib/format'
import { CaseDeskFrame, CaseLink, DeskTable, hint, loadCaseDesk, NotForYou } from './caseDeskFrame'
import { caseDeskTexts } from './caseDeskTexts'
import { staffLanguage } from '@/lib/staffLanguages'

/**
 * Who wrote last in which case, newest first; the words stay in the case (a dashboard is seen over shoulders,
 * and showing them would be a read of the case for the access log).
 */
export async function CaseDeskMessagesWidget({ req }: WidgetServerProps) {
  const desk = await loadCaseDesk(req)
  if (!desk) return <NotForYou req={req} />
  const language = staffLanguage(req.i18n.language)
  const text = caseDeskTexts(language)
  return (
    <CaseDeskFrame title={text.messagesTitle} testId="case-desk-messages">
      <DeskTable
        head={[text.columns.case, text.columns.from, text.columns.when]}
        rowTestId="message-row"
        empty={text.messagesNone}
        rows={desk.newestMessages.map((message, index) => ({
          key: index,
          cells: [
            <CaseLink key="case" req={req} reportId={message.reportId} caseNumber={message.caseNumber} />,
            MESSAGE_AUTHOR_LABELS[message.author][language],
            formatStaffDateTime(message.createdAt, language),
          ],
        }))}
      />
      <p style={hint}>{text.messagesHint}</p>
    </CaseDeskFrame>
  )
}
