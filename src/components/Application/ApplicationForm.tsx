'use client'

import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { MESSAGE_ROWS } from '@/lib/constants'
import { HumanCheck, type HumanCheckHandle, type HumanCheckStrings } from '@/components/Forms/HumanCheck'
import { FieldError } from '@/components/Forms/FieldError'
import { FormSubmit, type FormStatus } from '@/components/Forms/FormSubmit'
import { useFocusReturn } from '@/components/Forms/useFocusReturn'
import { useLeaveGuard } from '@/components/Forms/useLeaveGuard'
import {
  EMAIL_PATTERN,
  firstInvalid,
  NAME_PATTERN,
  TEL_PATTERN,
  type Invalid,
} from '@/components/Forms/validity'
import styles from '@/components/Forms/Forms.module.css'
import own from './ApplicationForm.module.css'

const ENDPOINT = '/api/applications'
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'
const ALLOWED_TYPES = ['application/pdf', 'image/jpeg', 'image/png']

export type ApplicationFormLabels = {
  fields: {
    name: string
    email: string
    phone: string
    start: string
    salary: string
    message: string
    files: string
  }
  optional: string
  filesNote: string
  consent: ReactNode
  talentPool: string
  missing: string
  formats: { email: string; phone: string }
  files: { required: string; tooMany: string; tooLarge: string; type: string }
  consentMissing: string
  tooManyRequests: string
  /** The server's storage is full (507): nothing was stored. */
  storageFull: string
  submit: string
  sending: string
  success: string
  failure: string
  leaveConfirm: string
  reference: string
  humanCheck: HumanCheckStrings
}

export type ApplicationFormLimits = {
  name: number
  email: number
  phone: number
  start: number
  salary: number
  message: number
  maxFiles: number
  totalBytes: number
}

type Text = 'name' | 'email' | 'phone' | 'start' | 'salary' | 'message'
type Values = Record<Text, string>
type Field = Text | 'files' | 'consent'
const EMPTY: Values = { name: '', email: '', phone: '', start: '', salary: '', message: '' }
const CHECKED = ['name', 'email', 'phone', 'message'] as const satisfies readonly Text[]

/**
 * The application form (issue 40): POST /api/applications as multipart, with the documents, both consents
 * and the human check's solution. The browser checks what it can (required fields, formats, count, size and
 * type of the documents); the server checks it all again, the documents' type by their bytes.
 */
export function ApplicationForm({
  locale,
  jobId,
  labels,
  limits,
}: {
  locale: Locale
  /** Absent: a speculative application. */
  jobId?: number
  labels: ApplicationFormLabels
  limits: ApplicationFormLimits
}) {
  const id = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [files, setFiles] = useState<File[]>([])
  const [consent, setConsent] = useState(false)
  const [talentPool, setTalentPool] = useState(false)
  const [status, setStatus] = useState<FormStatus>('idle')
  const [invalid, setInvalid] = useState<Invalid<Field> | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [reference, setReference] = useState<string | null>(null)
  const humanCheck = useRef<HumanCheckHandle>(null)
  const submitRow = useRef<HTMLDivElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const busy = useRef(false)

  const dirty = Object.values(values).some((value) => value !== '') || files.length > 0
  useLeaveGuard(dirty, labels.leaveConfirm)

  const fieldId = (name: Field) => `${id}-${name}`
  const errorId = (name: Field) => `${id}-${name}-error`

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const name = event.target.name as Text
    event.target.setCustomValidity('')
    setValues((current) => ({ ...current, [name]: event.target.value }))
    if (invalid?.field === name) setInvalid(null)
    if (status !== 'sending') setStatus('idle')
  }

  function fileProblem(chosen: File[]): string | null {
    if (chosen.length === 0) return labels.files.required
    if (chosen.length > limits.maxFiles) return labels.files.tooMany
    if (chosen.some((file) => file.type && !ALLOWED_TYPES.includes(file.type))) return labels.files.type
    if (chosen.reduce((sum, file) => sum + file.size, 0) > limits.totalBytes) return labels.files.tooLarge
    return null
  }

  function chooseFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? [])
    setFiles(chosen)
    const problem = chosen.length ? fileProblem(chosen) : null
    setInvalid(problem ? { field: 'files', message: problem } : null)
  }

  function showProblem(problem: Invalid<Field>) {
    setInvalid(problem)
    document.getElementById(fieldId(problem.field))?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const problem = firstInvalid(event.currentTarget, CHECKED, (field, name) => {
      if (field.required && field.value.trim() === '') return labels.missing
      if (field.checkValidity()) return null
      return name === 'email' || name === 'phone' ? labels.formats[name] : labels.missing
    })
    if (problem) return setInvalid(problem)
    const filesWrong = fileProblem(files)
    if (filesWrong) return showProblem({ field: 'files', message: filesWrong })
    if (!consent) return showProblem({ field: 'consent', message: labels.consentMissing })
    busy.current = true
    setInvalid(null)
    setFailure(null)
    setStatus('sending')
    try {
      const solution = await humanCheck.current?.solution()
      if (!solution) throw new Error('The human check could not be completed.')
      const form = new FormData()
      if (jobId) form.append('jobId', String(jobId))
      for (const [name, value] of Object.entries(values)) form.append(name, value)
      form.append('consent', 'true')
      form.append('talentPool', talentPool ? 'true' : 'false')
      form.append('lang', locale)
      form.append('gRecaptchaResponse', solution)
      for (const file of files) form.append('files', file, file.name)
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        body: form,
        headers: { Accept: 'application/json' },
      })
      const answer = (await response.json().catch(() => null)) as {
        reference?: string
        fields?: Record<string, string>
      } | null
      if (response.status === 201 && answer?.reference) {
        setReference(answer.reference)
        setValues(EMPTY)
        setFiles([])
        setConsent(false)
        setTalentPool(false)
        if (fileInput.current) fileInput.current.value = ''
        setStatus('success')
        return
      }
      if (response.status === 413) showProblem({ field: 'files', message: labels.files.tooLarge })
      else if (response.status === 415) showProblem({ field: 'files', message: labels.files.type })
      else if (response.status === 429) setFailure(labels.tooManyRequests)
      else if (response.status === 507) setFailure(labels.storageFull)
      else if (response.status === 400 && answer?.fields) {
        const [field] = Object.keys(answer.fields).filter((name): name is Field =>
          ['name', 'email', 'phone', 'start', 'salary', 'message', 'files', 'consent'].includes(name),
        )
        if (field) showProblem({ field, message: field === 'files' ? labels.files.required : labels.missing })
      }
      setStatus('failure')
    } catch (error) {
      console.error('Application form: sending failed', error)
      setStatus('failure')
    } finally {
      humanCheck.current?.reset()
      busy.current = false
    }
  }

  const common = (name: Text) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: change,
    'aria-invalid': invalid?.field === name ? true : undefined,
    'aria-describedby': invalid?.field === name ? errorId(name) : undefined,
  })

  const fieldError = (name: Field) => (
    <FieldError id={errorId(name)} message={invalid?.field === name ? invalid.message : null} />
  )

  useFocusReturn(status === 'sending', submitRow)

  return (
    <div className={own.wrap}>
      <form
        className={styles.form}
        method="post"
        noValidate
        onSubmit={submit}
        data-testid="application-form"
        data-status={status}
      >
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={fieldId('name')}>{labels.fields.name}</label>
            <input
              type="text"
              required
              autoComplete="name"
              maxLength={limits.name}
              pattern={NAME_PATTERN}
              {...common('name')}
            />
            {fieldError('name')}
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('email')}>{labels.fields.email}</label>
            <input
              type="email"
              required
              autoComplete="email"
              maxLength={limits.email}
              pattern={EMAIL_PATTERN}
              {...common('email')}
            />
            {fieldError('email')}
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('phone')}>{labels.fields.phone}</label>
            <input
              type="tel"
              autoComplete="tel"
              maxLength={limits.phone}
              pattern={TEL_PATTERN}
              placeholder={labels.optional}
              {...common('phone')}
            />
            {fieldError('phone')}
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('start')}>{labels.fields.start}</label>
            <input type="text" maxLength={limits.start} placeholder={labels.optional} {...common('start')} />
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('salary')}>{labels.fields.salary}</label>
            <input
              type="text"
              maxLength={limits.salary}
              placeholder={labels.optional}
              {...common('salary')}
            />
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={fieldId('message')}>{labels.fields.message}</label>
            <textarea required rows={MESSAGE_ROWS} maxLength={limits.message} {...common('message')} />
            {fieldError('message')}
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={fieldId('files')}>{labels.fields.files}</label>
            <input
              ref={fileInput}
              id={fieldId('files')}
              type="file"
              name="files"
              multiple
              accept={ACCEPT}
              onChange={chooseFiles}
              aria-invalid={invalid?.field === 'files' ? true : undefined}
              aria-describedby={[
                `${id}-files-note`,
                invalid?.field === 'files' ? errorId('files') : undefined,
              ]
                .filter(Boolean)
                .join(' ')}
            />
            <p id={`${id}-files-note`} className={own.note}>
              {labels.filesNote}
            </p>
            {files.length > 0 && (
              <ul className={own.fileList} data-testid="application-files">
                {files.map((file) => (
                  <li key={`${file.name}-${file.size}`}>{file.name}</li>
                ))}
              </ul>
            )}
            {fieldError('files')}
          </div>
          <div className={`${styles.field} ${styles.wide} ${own.check}`}>
            <input
              id={fieldId('consent')}
              type="checkbox"
              name="consent"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked)
                if (invalid?.field === 'consent') setInvalid(null)
              }}
              aria-invalid={invalid?.field === 'consent' ? true : undefined}
              aria-describedby={invalid?.field === 'consent' ? errorId('consent') : undefined}
            />
            <label htmlFor={fieldId('consent')}>{labels.consent}</label>
            {fieldError('consent')}
          </div>
          <div className={`${styles.field} ${styles.wide} ${own.check}`}>
            <input
              id={`${id}-talent-pool`}
              type="checkbox"
              name="talentPool"
              checked={talentPool}
              onChange={(event) => setTalentPool(event.target.checked)}
            />
            <label htmlFor={`${id}-talent-pool`}>{labels.talentPool}</label>
          </div>
        </div>

        <HumanCheck ref={humanCheck} form="application" locale={locale} strings={labels.humanCheck} />

        <FormSubmit status={status} labels={labels} rowRef={submitRow} />
        {failure && (
          <p role="alert" className={styles.fieldError}>
            {failure}
          </p>
        )}
      </form>
      {reference && (
        <p className={own.reference} role="status" data-testid="application-reference" tabIndex={-1}>
          {labels.reference} <strong>{reference}</strong>
        </p>
      )}
    </div>
  )
}
