'use client'

import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { Locale } from '@/i18n/routing'
import { MESSAGE_ROWS } from '@/lib/constants'
// Types only: the module holds the zod schema, which must not reach the browser bundle (the limits and topics
// come in as props from the server component).
import type { CONTACT_LIMITS, ContactTopic } from '@/lib/forms/contact'
import { HumanCheck, type HumanCheckHandle, type HumanCheckStrings } from '@/components/Forms/HumanCheck'
import { sendWithHumanCheck, StorageFullError } from '@/components/Forms/send'
import { FormSubmit, type FormStatus } from '@/components/Forms/FormSubmit'
import { useFocusReturn } from '@/components/Forms/useFocusReturn'
import { useLeaveGuard } from '@/components/Forms/useLeaveGuard'
import { EMAIL_PATTERN, firstInvalid, NAME_PATTERN, TEL_PATTERN } from '@/components/Forms/validity'
import styles from '@/components/Forms/Forms.module.css'

const ENDPOINT = '/api/EmailSend'

export type ContactFormLabels = {
  fields: {
    name: string
    email: string
    firmName: string
    tel: string
    subject: string
    topic: string
    message: string
  }
  required: string
  /** Validity message of an empty required field, in the page's language. */
  missing: string
  topicNone: string
  /** The five topics (CONTACT_TOPICS) with their labels, in order. */
  topics: { value: ContactTopic; label: string }[]
  formats: { name: string; email: string; tel: string }
  submit: string
  sending: string
  success: string
  failure: string
  storageFull: string
  leaveConfirm: string
  humanCheck: HumanCheckStrings
}

type ContactFormLimits = typeof CONTACT_LIMITS

type Values = {
  name: string
  email: string
  firm_name: string
  tel: string
  subject: string
  topic: string
  message: string
}

const EMPTY: Values = { name: '', email: '', firm_name: '', tel: '', subject: '', topic: '', message: '' }

/** Checked in this order on submit (spec §5); the first invalid one shows its message and stops the send. */
const REQUIRED = ['name', 'email', 'tel'] as const
type RequiredField = (typeof REQUIRED)[number]

/** The contact form of spec §2/§4/§5: POST /api/EmailSend with the human check's solution. */
export function ContactForm({
  locale,
  labels,
  limits,
}: {
  locale: Locale
  labels: ContactFormLabels
  /** CONTACT_LIMITS, the bounds the server enforces. */
  limits: ContactFormLimits
}) {
  const id = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [status, setStatus] = useState<FormStatus>('idle')
  const [invalid, setInvalid] = useState<{ field: RequiredField; message: string } | null>(null)
  const humanCheck = useRef<HumanCheckHandle>(null)
  const submitRow = useRef<HTMLDivElement>(null)
  // Set at once (state arrives with the next render): a second Enter in between sends nothing.
  const busy = useRef(false)

  const dirty = Object.values(values).some((value) => value !== '')
  useLeaveGuard(dirty, labels.leaveConfirm)

  const fieldId = (name: keyof Values) => `${id}-${name}`
  const errorId = (name: RequiredField) => `${id}-${name}-error`

  function change(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const name = event.target.name as keyof Values
    if (event.target instanceof HTMLInputElement) event.target.setCustomValidity('')
    setValues((current) => ({ ...current, [name]: event.target.value }))
    if (invalid?.field === name) setInvalid(null)
    if (status === 'success' || status === 'failure' || status === 'full') setStatus('idle')
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const problem = firstInvalid(event.currentTarget, REQUIRED, (input, name) => {
      if (input.checkValidity()) return null
      return input.validity.valueMissing ? labels.missing : labels.formats[name]
    })
    if (problem) {
      setInvalid(problem)
      return
    }
    busy.current = true
    setInvalid(null)
    setStatus('sending')

    try {
      // `lang` records the page's language with the submission.
      await sendWithHumanCheck(humanCheck.current, `${ENDPOINT}?lang=${locale}`, values)
      setValues(EMPTY)
      setStatus('success')
    } catch (error) {
      console.error('Contact form: sending failed', error)
      setStatus(error instanceof StorageFullError ? 'full' : 'failure')
    } finally {
      busy.current = false
    }
  }

  const requiredInput = (name: RequiredField) => ({
    id: fieldId(name),
    name,
    required: true,
    placeholder: labels.required,
    value: values[name],
    onChange: change,
    'aria-invalid': invalid?.field === name ? true : undefined,
    'aria-describedby': invalid?.field === name ? errorId(name) : undefined,
  })

  const fieldError = (name: RequiredField) =>
    invalid?.field === name && invalid.message ? (
      <p id={errorId(name)} className={styles.fieldError}>
        {invalid.message}
      </p>
    ) : null

  useFocusReturn(status === 'sending', submitRow)

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={submit}
      data-testid="contact-form"
      data-status={status}
    >
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={fieldId('name')}>{labels.fields.name}</label>
          <input
            type="text"
            autoComplete="name"
            maxLength={limits.name}
            pattern={NAME_PATTERN}
            title={labels.formats.name}
            {...requiredInput('name')}
          />
          {fieldError('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('email')}>{labels.fields.email}</label>
          <input
            type="email"
            autoComplete="email"
            maxLength={limits.email}
            pattern={EMAIL_PATTERN}
            title={labels.formats.email}
            {...requiredInput('email')}
          />
          {fieldError('email')}
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('firm_name')}>{labels.fields.firmName}</label>
          <input
            id={fieldId('firm_name')}
            name="firm_name"
            type="text"
            autoComplete="organization"
            maxLength={limits.firmName}
            value={values.firm_name}
            onChange={change}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('tel')}>{labels.fields.tel}</label>
          <input
            type="tel"
            autoComplete="tel"
            maxLength={limits.tel}
            pattern={TEL_PATTERN}
            title={labels.formats.tel}
            {...requiredInput('tel')}
          />
          {fieldError('tel')}
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('subject')}>{labels.fields.subject}</label>
          <input
            id={fieldId('subject')}
            name="subject"
            type="text"
            maxLength={limits.subject}
            value={values.subject}
            onChange={change}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('topic')}>{labels.fields.topic}</label>
          <select id={fieldId('topic')} name="topic" value={values.topic} onChange={change}>
            <option value="">{labels.topicNone}</option>
            {labels.topics.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={fieldId('message')}>{labels.fields.message}</label>
          <textarea
            id={fieldId('message')}
            name="message"
            rows={MESSAGE_ROWS}
            maxLength={limits.message}
            value={values.message}
            onChange={change}
          />
        </div>
      </div>

      <HumanCheck ref={humanCheck} form="contact" locale={locale} strings={labels.humanCheck} />

      <FormSubmit status={status} labels={labels} rowRef={submitRow} />
    </form>
  )
}
