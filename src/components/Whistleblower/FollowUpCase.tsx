'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Locale } from '@/i18n/routing'
import { MESSAGE_ROWS } from '@/lib/constants'
import type { CaseView } from '@/lib/forms/whistleblowerFollowUp'
import { Button } from '@/components/Button/Button'
import forms from '@/components/Forms/Forms.module.css'
import { firstInvalid } from '@/components/Forms/validity'
import type { FollowUpLabels, FollowUpLimits } from './followUpTypes'
import type { EvidenceLabels, EvidenceLimits, SentFile } from './evidenceTypes'
import { EvidenceInput, EvidenceRemoved } from './EvidenceInput'
import { downloadCaseFile, type Credentials } from './FollowUpApi'
import own from './WhistleblowerForm.module.css'
import { formatDateTime, formatDay } from '@/lib/format'
import styles from './FollowUp.module.css'

/**
 * Step 2: the case as the reporter may see it (number, status, date of receipt, subject), the conversation
 * with the reporting office oldest first, and the form to add information. Bodies are plain text: React
 * escapes them, and their line breaks are kept by CSS.
 */
export function FollowUpCase({
  locale,
  labels,
  limits,
  view,
  credentials,
  evidence,
  evidenceLimits,
  files,
  filesError,
  sent,
  onFiles,
  draft,
  sending,
  confirming,
  onDraft,
  onAdd,
  onConfirm,
  onLeave,
}: {
  locale: Locale
  labels: FollowUpLabels
  limits: FollowUpLimits
  view: CaseView
  credentials: Credentials
  evidence: EvidenceLabels
  evidenceLimits: EvidenceLimits
  files: File[]
  filesError: string | null
  sent: SentFile[]
  onFiles: (files: File[]) => void
  draft: string
  sending: boolean
  confirming: boolean
  onDraft: (value: string) => void
  onAdd: (message: string) => void
  onConfirm: () => void
  onLeave: () => void
}) {
  const id = useId()
  const t = labels.case
  const a = labels.add
  const heading = useRef<HTMLHeadingElement>(null)
  const submitRow = useRef<HTMLDivElement>(null)
  const [invalid, setInvalid] = useState<string | null>(null)
  const [downloadFailed, setDownloadFailed] = useState(false)

  // The step has just appeared (after the login): its heading takes the focus and is read out.
  useEffect(() => {
    heading.current?.focus()
  }, [])

  // Disabling the button while sending drops its focus to the page; afterwards it goes back to the button.
  const focusLost = useRef(false)
  useEffect(() => {
    if (sending) {
      focusLost.current = true
      return
    }
    if (!focusLost.current) return
    focusLost.current = false
    if (document.activeElement === document.body) submitRow.current?.querySelector('button')?.focus()
  }, [sending])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const problem = firstInvalid(event.currentTarget, ['message'], () =>
      draft.trim() === '' ? a.missing : null,
    )
    if (problem) {
      setInvalid(problem.message)
      return
    }
    setInvalid(null)
    onAdd(draft)
  }

  const messageId = `${id}-message`
  const closed = view.status === 'closed'
  // Recorded by the office (call, meeting, letter, e-mail): the first entry is the office's minutes.
  const recorded = view.channel !== 'web'

  return (
    <div className={styles.case} data-testid="follow-up-case" data-status={view.status}>
      <div className={styles.caseHeader}>
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.heading}>
          {t.heading}
        </h2>
        <Button blue small close notUpper onClick={onLeave} className={styles.leave}>
          {t.leave}
        </Button>
      </div>

      <dl className={styles.facts} data-testid="case-facts">
        <div>
          <dt>{t.caseNumber}</dt>
          <dd className={styles.caseNumber} data-testid="case-number">
            {view.caseNumber}
          </dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>
            <span className={styles.status} data-status={view.status} data-testid="case-status">
              {t.statuses[view.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t.receivedAt}</dt>
          <dd data-testid="case-received">
            <time dateTime={view.receivedAt}>{formatDay(view.receivedAt, locale)}</time>
          </dd>
        </div>
        <div className={styles.wideFact}>
          <dt>{t.subject}</dt>
          <dd className={styles.subject} data-testid="case-subject">
            {view.subject}
          </dd>
        </div>
      </dl>
      {closed && <p className={styles.note}>{t.closedNote}</p>}
      {recorded && (
        <Minutes
          locale={locale}
          labels={labels.minutes}
          view={view}
          confirming={confirming}
          onConfirm={onConfirm}
        />
      )}

      <section aria-labelledby={`${id}-conversation`} className={styles.conversationSection}>
        <h3 id={`${id}-conversation`} className={styles.subheading}>
          {t.conversation}
        </h3>
        <p className={styles.hint}>{t.conversationHint}</p>
        <ol className={styles.conversation} data-testid="case-messages">
          {view.messages.map((message, index) => {
            const author =
              recorded && index === 0
                ? labels.minutes.author
                : message.author === 'office'
                  ? t.office
                  : t.reporter
            return (
              <li
                key={`${message.createdAt}-${index}`}
                className={message.author === 'office' ? styles.fromOffice : styles.fromReporter}
                data-author={message.author}
              >
                <p className={styles.meta}>
                  <span className={styles.author} data-testid="message-author">
                    {author}
                  </span>
                  <time dateTime={message.createdAt} data-testid="message-time">
                    {formatDateTime(message.createdAt, locale)}
                  </time>
                </p>
                <p className={styles.body} data-testid="message-body">
                  {message.body}
                </p>
                {message.files && message.files.length > 0 && (
                  <ul className={forms.fileList} data-testid="message-files">
                    {message.files.map((file) => (
                      <li key={file.id}>
                        <button
                          type="button"
                          className={forms.removeFile}
                          onClick={async () => setDownloadFailed(!(await downloadCaseFile(credentials, file)))}
                        >
                          {evidence.download.replace('{name}', file.name)}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )
          })}
        </ol>
        {downloadFailed && (
          <p role="alert" className={forms.fieldError}>
            {evidence.downloadFailed}
          </p>
        )}
      </section>

      <form
        method="post"
        noValidate
        onSubmit={submit}
        aria-labelledby={`${id}-add`}
        className={styles.addForm}
        data-testid="case-add-form"
        data-sending={sending || undefined}
      >
        <h3 id={`${id}-add`} className={styles.subheading}>
          {a.heading}
        </h3>
        <div className={forms.field}>
          <label htmlFor={messageId}>{a.label}</label>
          <p id={`${messageId}-hint`} className={styles.hint}>
            {a.hint}
          </p>
          <textarea
            id={messageId}
            name="message"
            rows={MESSAGE_ROWS}
            maxLength={limits.message}
            required
            readOnly={sending}
            value={draft}
            onChange={(event) => {
              event.currentTarget.setCustomValidity('')
              setInvalid(null)
              onDraft(event.currentTarget.value)
            }}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${messageId}-error ${messageId}-hint` : `${messageId}-hint`}
          />
          {invalid && (
            <p id={`${messageId}-error`} className={forms.fieldError}>
              {invalid}
            </p>
          )}
        </div>
        <div className={`${own.wrap} ${own.evidence}`}>
          <EvidenceInput
            id={`${id}-files`}
            labels={evidence}
            limits={evidenceLimits}
            files={files}
            onFiles={onFiles}
            error={filesError}
            disabled={sending}
          />
          <EvidenceRemoved sent={sent} labels={evidence} />
        </div>
        <div className={forms.submitRow} ref={submitRow}>
          <Button type="submit" small={sending} blinking={sending} disabled={sending}>
            {sending ? a.sending : a.submit}
          </Button>
        </div>
      </form>
    </div>
  )
}

/** What the office wrote down of a call, meeting, letter or e-mail: confirmed once, by the reporter. */
function Minutes({
  locale,
  labels,
  view,
  confirming,
  onConfirm,
}: {
  locale: Locale
  labels: FollowUpLabels['minutes']
  view: CaseView
  confirming: boolean
  onConfirm: () => void
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-minutes`}
      className={styles.conversationSection}
      data-testid="case-minutes"
    >
      <h3 id={`${id}-minutes`} className={styles.subheading}>
        {labels.heading}
      </h3>
      <p className={styles.hint}>{labels.intro}</p>
      {view.minutesConfirmedAt ? (
        <p className={styles.note} data-testid="minutes-confirmed">
          {labels.confirmed.replace('{date}', formatDateTime(view.minutesConfirmedAt, locale))}
        </p>
      ) : (
        <div className={forms.submitRow}>
          <Button small={confirming} blinking={confirming} disabled={confirming} onClick={onConfirm}>
            {confirming ? labels.confirming : labels.confirm}
          </Button>
        </div>
      )}
    </section>
  )
}
