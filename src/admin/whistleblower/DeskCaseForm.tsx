'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState, type FormEvent } from 'react'
import { evidenceChecked, evidenceProblem } from '@/components/Whistleblower/evidenceCheck'
import { EvidenceInput, EvidenceRemoved } from '@/components/Whistleblower/EvidenceInput'
import type { EvidenceLabels, EvidenceLimits, SentFile } from '@/components/Whistleblower/evidenceTypes'
import { DESK_CHANNELS, type DeskChannel } from '@/lib/constants'
import type { DeskCaseTexts } from './deskCaseTexts'
import styles from './DeskCase.module.css'

/** Where the form posts (contract: src/lib/forms/deskCase.ts). */
const ENDPOINT = '/cms-api/whistleblower-reports/desk-cases'

type Recorded = { reportId: number; caseNumber: string; accessCode: string; files?: SentFile[] }
type Values = { channel: DeskChannel; receivedAt: string; subject: string; minutes: string; area: string; name: string }
type FieldName = keyof Values | 'files'

/** The request: JSON, or multipart with the files after the fields (the server opens the case before them). */
function requestBody(values: Values, files: File[]): RequestInit {
  if (!files.length) return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) }
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  for (const file of files) data.append('files', file, file.name)
  return { body: data }
}

/**
 * The office member's form for a case received by phone, in person, by post or by e-mail, with files (a
 * letter, a document handed over) if any. After saving it shows case number and access code once, for
 * handing to the reporter, and what metadata was removed from the files; the code is then forgotten.
 */
export function DeskCaseForm({
  text,
  now,
  adminRoute,
  followUpUrl,
  limits,
  areas,
  evidence,
  evidenceLimits,
}: {
  text: DeskCaseTexts
  /** The present moment in German time, YYYY-MM-DDTHH:MM: the default and the latest allowed. */
  now: string
  adminRoute: string
  followUpUrl: string
  limits: { subject: number; minutes: number; name: number }
  /** The subject areas (HinSchG §2) in the admin's language. */
  areas: { value: string; label: string }[]
  evidence: EvidenceLabels
  evidenceLimits: EvidenceLimits
}) {
  const id = useId()
  const empty: Values = { channel: 'phone', receivedAt: now, subject: '', minutes: '', area: '', name: '' }
  const [values, setValues] = useState<Values>(empty)
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [recorded, setRecorded] = useState<Recorded | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const missing: Partial<Record<FieldName, string>> = {}
    for (const name of ['receivedAt', 'subject', 'minutes'] as const)
      if (!values[name].trim()) missing[name] = text.missing
    if (!missing.receivedAt && values.receivedAt > now) missing.receivedAt = text.future
    // The files' checks before sending (each read and cleaned on the server, not stored) are waited for.
    setSending(true)
    await evidenceChecked(files)
    const fileProblem = evidenceProblem(files, evidence, evidenceLimits)
    if (fileProblem) missing.files = fileProblem
    setErrors(missing)
    if (Object.keys(missing).length) {
      setSending(false)
      setFailure(text.invalid)
      return
    }
    setFailure(null)
    try {
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        ...requestBody(values, files),
      })
      const answer = (await response.json().catch(() => null)) as
        (Recorded & { fields?: Partial<Record<FieldName, string>> }) | null
      if (response.status === 201 && answer?.accessCode) {
        setRecorded(answer)
        setValues(empty)
        setFiles([])
      } else if (response.status === 400 && answer?.fields) {
        setErrors(answer.fields)
        setFailure(text.invalid)
      } else if (response.status === 413 || response.status === 415) {
        setErrors({ files: response.status === 413 ? text.tooLarge : text.badType })
        setFailure(text.invalid)
      } else setFailure(text.failure)
    } catch {
      setFailure(text.failure)
    } finally {
      setSending(false)
    }
  }

  if (recorded)
    return (
      <section className={styles.receipt} data-testid="desk-case-receipt" aria-live="polite">
        <h2>{text.doneTitle}</h2>
        <p>{text.doneIntro}</p>
        <dl>
          <dt>{text.caseNumber}</dt>
          <dd className={styles.code} data-testid="case-number">
            {recorded.caseNumber}
          </dd>
          <dt>{text.accessCode}</dt>
          <dd className={styles.code} data-testid="access-code">
            {recorded.accessCode}
          </dd>
        </dl>
        <p>
          {text.followUp} <span className={styles.code}>{followUpUrl}</span>
        </p>
        {recorded.files && <EvidenceRemoved sent={recorded.files} labels={evidence} />}
        <p>
          <a href={`${adminRoute}/collections/whistleblower-reports/${recorded.reportId}`}>{text.openCase}</a>
          {' · '}
          <button type="button" className="btn--style-none" onClick={() => setRecorded(null)}>
            {text.another}
          </button>
        </p>
      </section>
    )

  const field = (
    name: FieldName,
    label: string,
    hint: string | null,
    control: (props: object) => React.ReactNode,
  ) => {
    const describedBy = [hint && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`]
      .filter(Boolean)
      .join(' ')
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {hint && (
          <p id={`${id}-${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {control({
          id: `${id}-${name}`,
          name,
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {errors[name] && (
          <p id={`${id}-${name}-error`} className={styles.error}>
            {errors[name]}
          </p>
        )}
      </div>
    )
  }
  const set = (name: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  return (
    <form noValidate onSubmit={submit} data-testid="desk-case-form" data-sending={sending || undefined}>
      {field('channel', text.channel, null, (props) => (
        <select {...props} value={values.channel} onChange={set('channel')}>
          {DESK_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {text.channels[channel]}
            </option>
          ))}
        </select>
      ))}
      {field('receivedAt', text.receivedAt, text.receivedAtHint, (props) => (
        <input
          {...props}
          type="datetime-local"
          required
          max={now}
          value={values.receivedAt}
          onChange={set('receivedAt')}
        />
      ))}
      {field('subject', text.subject, text.subjectHint, (props) => (
        <input
          {...props}
          type="text"
          required
          maxLength={limits.subject}
          value={values.subject}
          onChange={set('subject')}
        />
      ))}
      {field('area', text.area, null, (props) => (
        <select {...props} value={values.area} onChange={set('area')}>
          <option value="">{text.areaNone}</option>
          {areas.map((area) => (
            <option key={area.value} value={area.value}>
              {area.label}
            </option>
          ))}
        </select>
      ))}
      {field('name', text.name, text.nameHint, (props) => (
        <input {...props} type="text" maxLength={limits.name} value={values.name} onChange={set('name')} />
      ))}
      {field('minutes', text.minutes, text.minutesHint, (props) => (
        <textarea
          {...props}
          required
          maxLength={limits.minutes}
          value={values.minutes}
          onChange={set('minutes')}
        />
      ))}
      <EvidenceInput
        id={`${id}-files`}
        labels={evidence}
        limits={evidenceLimits}
        files={files}
        onFiles={(chosen) => {
          setFiles(chosen)
          setErrors((current) => ({ ...current, files: undefined }))
        }}
        error={errors.files ?? null}
        disabled={sending}
      />
      <div role="alert">{failure && <p className={styles.error}>{failure}</p>}</div>
      <Button type="submit" buttonStyle="primary" disabled={sending}>
        {sending ? text.sending : text.submit}
      </Button>
    </form>
  )
}
