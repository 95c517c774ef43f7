import type { DocumentViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import {
  ASSIGNEE_LABEL,
  CASE_DATE_LABELS,
  caseFileDates,
  CHANNEL_LABEL,
  MESSAGE_AUTHOR_LABELS,
  REPORT_FIELD_LABELS,
} from '@/lib/whistleblower/caseLabels'
import { classificationLines } from '@/lib/whistleblower/caseClasses'
import { CASE_CHANNEL_LABELS } from '@/lib/whistleblower/caseChannelLabels'
import { openCaseFile, type CaseFile } from '@/data/whistleblower/caseFile'
import { CASE_STATUS_LABELS } from '@/lib/whistleblower/caseStatusLabels'
import { formatStaffDateTime } from '@/lib/format'
import { DEADLINE_LABELS } from '@/lib/whistleblower/caseDeadlines'
import { caseDeskTexts } from './caseDeskTexts'
import { caseFileTexts } from '@/collections/whistleblower/caseFileTexts'
import { DeadlineBadge } from './caseDeskFrame'
import { PrintButton } from '../PrintButton'
import styles from './CaseFileView.module.css'
import { REDACTION_SCOPE_LABELS } from '@/lib/whistleblower/redaction'
import { staffLanguage } from '@/lib/staffLanguages'

/** The ZIP of the case for review on an offline machine (src/collections/whistleblower/whistleblowerDeskEndpoints.ts). */
const ARCHIVE_PATH = (reportId: number) => `/cms-api/whistleblower-reports/${reportId}/archive`

type Language = 'de' | 'en'

/**
 * The case for the file: everything the office holds on it, on one printable page (the browser's print dialog
 * also saves it as a PDF). Opening it is logged like opening the case; only members whose key opens the case
 * see it.
 */
export async function CaseFileView({ initPageResult, doc }: DocumentViewServerProps) {
  const { req } = initPageResult
  const language: Language = staffLanguage(req.i18n.language)
  const text = caseFileTexts(language)
  const answer = await openCaseFile(req, doc?.id, new Date(), language)
  if ('refused' in answer)
    return (
      <Gutter>
        <p role="alert" data-testid="case-file-refused">
          {text.refused[answer.refused]}
        </p>
      </Gutter>
    )
  const { file } = answer
  const when = (iso: string | null) => (iso ? formatStaffDateTime(iso, language) : '–')
  return (
    <Gutter>
      <article className={styles.caseFile} data-testid="case-file">
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>{text.title(file.caseNumber)}</h1>
            <p className={styles.confidential}>{text.confidential}</p>
            <p className={styles.meta}>{text.exported(file.exportedBy, when(file.exportedAt))}</p>
          </div>
          <div className={styles.noPrint}>
            <PrintButton label={text.print} />
            <p className={styles.meta}>{text.printHint}</p>
            <p className={styles.action}>
              <a
                className="btn btn--style-secondary btn--size-small btn--no-margin"
                href={`${ARCHIVE_PATH(Number(doc?.id))}?lang=${language}`}
                download
                data-testid="case-file-archive"
              >
                {text.archive}
              </a>
            </p>
            <p className={styles.meta}>{text.archiveHint}</p>
          </div>
        </header>

        <CaseFacts file={file} language={language} when={when} />

        <section className={styles.section}>
          <h2>{text.reportSection}</h2>
          <dl className={styles.facts}>
            {(['subject', 'name', 'email', 'tel'] as const).map((field) => (
              <div key={field}>
                <dt>{REPORT_FIELD_LABELS[field][language]}</dt>
                <dd>{file.report[field] || text.notGiven}</dd>
              </div>
            ))}
          </dl>
          <h3>{REPORT_FIELD_LABELS.message[language]}</h3>
          <p className={styles.body}>{file.report.message}</p>
        </section>

        <section className={styles.section}>
          <h2>{text.conversationSection}</h2>
          {file.conversation.length === 0 && <p>{text.conversationNone}</p>}
          {file.conversation.map((message, index) => (
            <div key={index} className={styles.entry} data-testid="case-file-message">
              <p className={styles.entryHead}>
                {MESSAGE_AUTHOR_LABELS[message.author][language]} · {when(message.createdAt)}
              </p>
              <p className={styles.body}>{message.body}</p>
            </div>
          ))}
        </section>

        <CaseFileList file={file} language={language} />

        <section className={`${styles.section} ${styles.internal}`}>
          <h2>{text.notesSection}</h2>
          <p className={styles.meta}>{text.notesHint}</p>
          {file.notes.length === 0 && <p>{text.notesNone}</p>}
          {file.notes.map((note, index) => (
            <div key={index} className={styles.entry} data-testid="case-file-note">
              <p className={styles.entryHead}>
                {note.authorName} · {when(note.createdAt)}
              </p>
              <p className={styles.body}>{note.body}</p>
            </div>
          ))}
        </section>

        <section className={styles.section} data-testid="case-file-redactions">
          <h2>{text.redactionsSection}</h2>
          <p className={styles.meta}>{text.redactionsHint}</p>
          {file.redactions.length === 0 ? (
            <p>{text.redactionsNone}</p>
          ) : (
            <ul>
              {file.redactions.map((entry, index) => (
                <li key={index}>
                  {text.redactedBy(
                    REDACTION_SCOPE_LABELS[entry.scope][language],
                    entry.authorName,
                    when(entry.createdAt),
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </article>
    </Gutter>
  )
}

function CaseFileList({ file, language }: { file: CaseFile; language: Language }) {
  const text = caseFileTexts(language)
  const columns = text.fileColumns
  const bytes = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE')
  return (
    <section className={styles.section}>
      <h2>{text.filesSection}</h2>
      <p className={styles.meta}>{text.filesHint}</p>
      {file.files.length === 0 ? (
        <p>{text.filesNone}</p>
      ) : (
        <table className={styles.files} data-testid="case-file-files">
          <thead>
            <tr>
              <th scope="col">{columns.number}</th>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.type}</th>
              <th scope="col">{columns.size}</th>
              <th scope="col">{columns.from}</th>
              <th scope="col">{columns.sha256}</th>
            </tr>
          </thead>
          <tbody>
            {file.files.map((entry) => (
              <tr key={entry.number}>
                <td>{entry.number}</td>
                <td>{entry.name}</td>
                <td>{entry.type}</td>
                <td>{bytes.format(entry.size)} B</td>
                <td>{text.fileFrom[entry.author]}</td>
                <td className={styles.hash}>{entry.sha256 ?? text.fileUnreadable}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function CaseFacts({
  file,
  language,
  when,
}: {
  file: CaseFile
  language: Language
  when: (iso: string | null) => string
}) {
  const text = caseFileTexts(language)
  const states = caseDeskTexts(language).states
  return (
    <section className={styles.section}>
      <h2>{text.caseSection}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{text.status}</dt>
          <dd>{CASE_STATUS_LABELS[file.status][language]}</dd>
        </div>
        <div>
          <dt>{CHANNEL_LABEL[language]}</dt>
          <dd data-testid="case-file-channel">{CASE_CHANNEL_LABELS[file.channel][language]}</dd>
        </div>
        <div>
          <dt>{ASSIGNEE_LABEL[language]}</dt>
          <dd>{file.assigneeName ?? '–'}</dd>
        </div>
        {classificationLines(file.classification, language).map(({ label, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {caseFileDates(file.channel).map((field) => (
          <div key={field}>
            <dt>{CASE_DATE_LABELS[field][language]}</dt>
            <dd>{when(file[field])}</dd>
          </div>
        ))}
        <div>
          <dt>{text.deadlines}</dt>
          <dd>
            {file.deadlines.length === 0
              ? text.noDeadlines
              : file.deadlines.map((deadline) => (
                  <span key={deadline.kind} className={styles.deadline}>
                    {DEADLINE_LABELS[deadline.kind][language]}: {when(deadline.dueAt)}{' '}
                    <DeadlineBadge state={deadline.state} label={states[deadline.state]} />
                  </span>
                ))}
          </dd>
        </div>
      </dl>
    </section>
  )
}
