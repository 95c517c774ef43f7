'use client'

import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { MESSAGE_ROWS } from '@/lib/constants'
// Types only: the module holds the zod schema, which must not reach the browser bundle (the limits come in as
// props from the server component).
import type { WHISTLEBLOWER_LIMITS } from '@/lib/forms/whistleblower'
import { HumanCheck, type HumanCheckHandle, type HumanCheckStrings } from '@/components/Forms/HumanCheck'
import { requestForm, sendWithHumanCheck, STORAGE_FULL, StorageFullError } from '@/components/Forms/send'
import { FormSubmit, type FormStatus } from '@/components/Forms/FormSubmit'
import { useFocusReturn } from '@/components/Forms/useFocusReturn'
import { useLeaveGuard } from '@/components/Forms/useLeaveGuard'
import { EMAIL_PATTERN, firstInvalid, TEL_PATTERN, type Invalid } from '@/components/Forms/validity'
import styles from '@/components/Forms/Forms.module.css'
import { CaseReceipt, type CaseReceiptLabels, type NewCase } from './CaseReceipt'
import own from './WhistleblowerForm.module.css'
import { evidenceChecked } from './evidenceCheck'
import { EvidenceInput, EvidenceRemoved, evidenceProblem } from './EvidenceInput'
import type { EvidenceLabels, EvidenceLimits, SentFile } from './evidenceTypes'

const ENDPOINT = '/api/EmailHinweisgeberschutzSend'

export type WhistleblowerFormLabels = {
  fields: { name: string; email: string; tel: string; subject: string; message: string }
  /** Placeholder of the optional fields. */
  optional: string
  /** Under the e-mail field: what the address is used for. */
  emailNote: string
  /** Validity message of an empty required field, in the page's language. */
  missing: string
  formats: { email: string; tel: string }
  submit: string
  sending: string
  success: string
  failure: string
  storageFull: string
  leaveConfirm: string
  receipt: CaseReceiptLabels
  humanCheck: HumanCheckStrings
  evidence: EvidenceLabels
}

type WhistleblowerFormLimits = typeof WHISTLEBLOWER_LIMITS

type Values = { name: string; email: string; tel: string; subject: string; message: string }
type Field = keyof Values

const EMPTY: Values = { name: '', email: '', tel: '', subject: '', message: '' }

/**
 * Checked in this order on submit (spec §5): the required subject and message first, then the format of the
 * optional e-mail address and phone number if they are filled in. The first invalid one stops the send.
 */
const CHECKED = ['subject', 'message', 'email', 'tel'] as const satisfies readonly Field[]
type CheckedName = (typeof CHECKED)[number]
const REQUIRED: readonly Field[] = ['subject', 'message']

function isNewCase(answer: unknown): answer is NewCase {
  if (typeof answer !== 'object' || answer === null) return false
  const { caseNumber, accessCode } = answer as Record<string, unknown>
  return typeof caseNumber === 'string' && typeof accessCode === 'string'
}

/** The report with files: multipart, the human check's solution among the fields, the files last. */
async function sendWithFiles(
  humanCheck: HumanCheckHandle | null,
  values: Values,
  files: File[],
): Promise<{ status: number; answer: unknown }> {
  try {
    const solution = await humanCheck?.solution()
    if (!solution) throw new Error('The human check could not be completed.')
    const form = new FormData()
    for (const [name, value] of Object.entries(values)) form.append(name, value)
    form.append('gRecaptchaResponse', solution)
    for (const file of files) form.append('files', file, file.name)
    const { response, json } = await requestForm(ENDPOINT, form)
    return { status: response.status, answer: json }
  } finally {
    humanCheck?.reset()
  }
}

/**
 * The whistleblower report form of spec §2/§4/§5: POST /api/EmailHinweisgeberschutzSend with the human
 * check's solution. Reports may be anonymous (only subject and message are required); the answer's case
 * number and access code are shown once, for the anonymous follow-up.
 */
export function WhistleblowerForm({
  locale,
  labels,
  limits,
  evidenceLimits,
  followUp,
}: {
  locale: Locale
  labels: WhistleblowerFormLabels
  /** WHISTLEBLOWER_LIMITS, the bounds the server enforces. */
  limits: WhistleblowerFormLimits
  /** WHISTLEBLOWER_FILES, as the browser needs them. */
  evidenceLimits: EvidenceLimits
  /** The paragraph with the link to the follow-up page, rendered on the server. */
  followUp: ReactNode
}) {
  const id = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [status, setStatus] = useState<FormStatus>('idle')
  const [invalid, setInvalid] = useState<Invalid<CheckedName> | null>(null)
  // Shown until the next report is sent: typing into the form again does not hide the code.
  const [receipt, setReceipt] = useState<NewCase | null>(null)
  const [files, setFiles] = useState<File[]>([])
  const [filesError, setFilesError] = useState<string | null>(null)
  const [sent, setSent] = useState<SentFile[]>([])
  const humanCheck = useRef<HumanCheckHandle>(null)
  const submitRow = useRef<HTMLDivElement>(null)
  // Set at once (state arrives with the next render): a second Enter in between sends nothing.
  const busy = useRef(false)

  const dirty = Object.values(values).some((value) => value !== '') || files.length > 0
  useLeaveGuard(dirty, labels.leaveConfirm)

  const fieldId = (name: Field) => `${id}-${name}`
  const errorId = (name: Field) => `${id}-${name}-error`
  const emailNoteId = `${id}-email-note`

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const name = event.target.name as Field
    event.target.setCustomValidity('')
    setValues((current) => ({ ...current, [name]: event.target.value }))
    if (invalid?.field === name) setInvalid(null)
    if (status === 'success' || status === 'failure' || status === 'full') setStatus('idle')
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const problem = firstInvalid(event.currentTarget, CHECKED, (field, name) => {
      // Only spaces count as empty: the server trims them away.
      if (REQUIRED.includes(name) && field.value.trim() === '') return labels.missing
      if (field.checkValidity()) return null
      return name === 'email' || name === 'tel' ? labels.formats[name] : labels.missing
    })
    if (problem) {
      setInvalid(problem)
      return
    }
    // Set at once: a second press while the files' checks finish sends nothing.
    busy.current = true
    await evidenceChecked(files)
    const filesWrong = evidenceProblem(files, labels.evidence, evidenceLimits)
    if (filesWrong) {
      busy.current = false
      setFilesError(filesWrong)
      document.getElementById(`${id}-files`)?.focus()
      return
    }
    setInvalid(null)
    setStatus('sending')

    try {
      let answer: unknown
      if (files.length) {
        const result = await sendWithFiles(humanCheck.current, values, files)
        if (result.status === 413 || result.status === 415) {
          setFilesError(result.status === 413 ? labels.evidence.tooLarge : labels.evidence.type)
          setStatus('failure')
          return
        }
        if (result.status === STORAGE_FULL) throw new StorageFullError(ENDPOINT)
        if (result.status !== 201) throw new Error(`${ENDPOINT} answered ${result.status}`)
        answer = result.answer
      } else answer = await sendWithHumanCheck(humanCheck.current, ENDPOINT, values)
      if (!isNewCase(answer))
        throw new Error(`${ENDPOINT} answered without case number: ${JSON.stringify(answer)}`)
      setReceipt({ caseNumber: answer.caseNumber, accessCode: answer.accessCode })
      setSent(((answer as { files?: SentFile[] }).files ?? []).filter(Boolean))
      setValues(EMPTY)
      setFiles([])
      setStatus('success')
    } catch (error) {
      console.error('Whistleblower form: sending failed', error)
      setStatus(error instanceof StorageFullError ? 'full' : 'failure')
    } finally {
      busy.current = false
    }
  }

  const describedBy = (name: Field, note?: string) =>
    [note, invalid?.field === name ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined

  const common = (name: Field) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: change,
    'aria-invalid': invalid?.field === name ? true : undefined,
    'aria-describedby': describedBy(name, name === 'email' ? emailNoteId : undefined),
  })

  const fieldError = (name: Field) =>
    invalid?.field === name && invalid.message ? (
      <p id={errorId(name)} className={styles.fieldError}>
        {invalid.message}
      </p>
    ) : null

  useFocusReturn(status === 'sending', submitRow)

  return (
    <div className={own.wrap}>
      <form
        className={styles.form}
        method="post"
        noValidate
        onSubmit={submit}
        data-testid="whistleblower-form"
        data-status={status}
      >
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={fieldId('name')}>{labels.fields.name}</label>
            <input
              type="text"
              autoComplete="name"
              maxLength={limits.name}
              placeholder={labels.optional}
              {...common('name')}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('email')}>{labels.fields.email}</label>
            <input
              type="email"
              autoComplete="email"
              maxLength={limits.email}
              pattern={EMAIL_PATTERN}
              placeholder={labels.optional}
              {...common('email')}
            />
            <p id={emailNoteId} className={own.note} data-testid="whistleblower-email-note">
              {labels.emailNote}
            </p>
            {fieldError('email')}
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('tel')}>{labels.fields.tel}</label>
            <input
              type="tel"
              autoComplete="tel"
              maxLength={limits.tel}
              pattern={TEL_PATTERN}
              placeholder={labels.optional}
              {...common('tel')}
            />
            {fieldError('tel')}
          </div>
          <div className={styles.field}>
            <label htmlFor={fieldId('subject')}>{labels.fields.subject}</label>
            <input type="text" required maxLength={limits.subject} {...common('subject')} />
            {fieldError('subject')}
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={fieldId('message')}>{labels.fields.message}</label>
            <textarea required rows={MESSAGE_ROWS} maxLength={limits.message} {...common('message')} />
            {fieldError('message')}
          </div>
          <EvidenceInput
            id={`${id}-files`}
            labels={labels.evidence}
            limits={evidenceLimits}
            files={files}
            onFiles={(chosen) => {
              setFiles(chosen)
              setFilesError(evidenceProblem(chosen, labels.evidence, evidenceLimits))
              if (status === 'success' || status === 'failure' || status === 'full') setStatus('idle')
            }}
            error={filesError}
            disabled={status === 'sending'}
          />
        </div>

        <HumanCheck ref={humanCheck} form="whistleblower" locale={locale} strings={labels.humanCheck} />

        <FormSubmit status={status} labels={labels} rowRef={submitRow} />
      </form>
      {/* Outside the form: its focus would start the human check's next proof of work at once. */}
      {receipt && (
        <CaseReceipt key={receipt.caseNumber} receipt={receipt} labels={labels.receipt}>
          {followUp}
          <EvidenceRemoved sent={sent} labels={labels.evidence} />
        </CaseReceipt>
      )}
    </div>
  )
}
