'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import { Button } from '@/components/Button/Button'
import forms from '@/components/Forms/Forms.module.css'
import { firstInvalid } from '@/components/Forms/validity'
import type { FollowUpLabels, FollowUpLimits } from './followUpTypes'
import type { Credentials } from './FollowUpApi'
import styles from './FollowUp.module.css'

/**
 * Mirrors the server's rule for case numbers (HS-2026-4K7QXM, any case, spaces around), so that what the
 * browser accepts the server accepts too (HTML patterns are compiled with the `v` flag).
 */
const CASE_NUMBER_PATTERN = '\\s*[Hh][Ss]-[0-9]{4}-[0-9A-Za-z]{6}\\s*'

type Field = keyof Credentials
const FIELDS: readonly Field[] = ['caseNumber', 'accessCode']

/** Case number and access code as they stand in the sign-in's fields (the fields, not a state: see below). */
export function credentialsOf(form: HTMLFormElement): Credentials {
  const typed = (name: Field) => {
    const field = form.elements.namedItem(name)
    return field instanceof HTMLInputElement ? field.value : ''
  }
  return { caseNumber: typed('caseNumber'), accessCode: typed('accessCode') }
}

/** Step 1: case number and access code. */
export function FollowUpLogin({
  labels,
  limits,
  values,
  checking,
  focusOnMount,
  onChange,
  onSubmit,
}: {
  labels: FollowUpLabels
  limits: FollowUpLimits
  values: Credentials
  checking: boolean
  /** Back from the case view: the case number field takes the focus. */
  focusOnMount: boolean
  onChange: (values: Credentials) => void
  onSubmit: (credentials: Credentials) => void
}) {
  const id = useId()
  const hydrated = useHydrated()
  const t = labels.login
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const submitRow = useRef<HTMLDivElement>(null)

  const fieldId = (field: Field) => `${id}-${field}`
  const hintId = (field: Field) => `${id}-${field}-hint`
  const errorId = (field: Field) => `${id}-${field}-error`

  // Only when the step appears, not on later renders.
  const focusFirst = useRef(focusOnMount)
  useEffect(() => {
    if (!focusFirst.current) return
    const input = form.current?.elements.namedItem('caseNumber')
    if (input instanceof HTMLInputElement) input.focus()
  }, [])

  // Disabling the button while checking drops its focus to the page; once it is enabled again the focus goes
  // back to it, so keyboard and screen-reader users continue where they were.
  const focusLost = useRef(false)
  useEffect(() => {
    if (checking) {
      focusLost.current = true
      return
    }
    if (!focusLost.current) return
    focusLost.current = false
    if (document.activeElement === document.body) submitRow.current?.querySelector('button')?.focus()
  }, [checking])

  function change(field: Field, input: HTMLInputElement) {
    input.setCustomValidity('')
    if (invalid?.field === field) setInvalid(null)
    // Both from the fields: `values` may be a render behind (what was typed before this code ran is put into the
    // state by an effect), and a stale other field would overwrite what the visitor sees.
    if (input.form) onChange(credentialsOf(input.form))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (checking) return
    // Our own words, in the page's language (the browser's would follow the browser's language).
    const problem = firstInvalid(event.currentTarget, FIELDS, (input) => {
      if (input.value.trim() === '') return t.missing
      return input.checkValidity() ? null : t.caseNumberFormat
    })
    if (problem) {
      setInvalid(problem)
      return
    }
    setInvalid(null)
    // From the fields themselves: a send held until this code ran comes before its first render with them.
    const typed = credentialsOf(event.currentTarget)
    onSubmit({ caseNumber: typed.caseNumber.trim().toUpperCase(), accessCode: typed.accessCode.trim() })
  }

  const input = (field: Field) => {
    const error = invalid?.field === field
    return {
      id: fieldId(field),
      name: field,
      type: 'text',
      required: true,
      autoComplete: 'off',
      autoCorrect: 'off',
      autoCapitalize: 'characters',
      spellCheck: false,
      value: values[field],
      onChange: (event: { currentTarget: HTMLInputElement }) => change(field, event.currentTarget),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${errorId(field)} ${hintId(field)}` : hintId(field),
    } as const
  }

  const fieldError = (field: Field) =>
    invalid?.field === field ? (
      <p id={errorId(field)} className={forms.fieldError}>
        {invalid.message}
      </p>
    ) : null

  return (
    <form
      ref={form}
      method="post"
      autoComplete="off"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      data-testid="follow-up-login"
      data-checking={checking || undefined}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        {labels.heading}
      </h2>
      <div className={`${forms.grid} ${styles.loginGrid}`}>
        <div className={forms.field}>
          <label htmlFor={fieldId('caseNumber')}>{t.caseNumber}</label>
          <input
            {...input('caseNumber')}
            maxLength={limits.caseNumber}
            pattern={CASE_NUMBER_PATTERN}
            title={t.caseNumberFormat}
          />
          <p id={hintId('caseNumber')} className={styles.hint}>
            {t.caseNumberHint}
          </p>
          {fieldError('caseNumber')}
        </div>
        <div className={forms.field}>
          <label htmlFor={fieldId('accessCode')}>{t.accessCode}</label>
          <input {...input('accessCode')} maxLength={limits.accessCode} />
          <p id={hintId('accessCode')} className={styles.hint}>
            {t.accessCodeHint}
          </p>
          {fieldError('accessCode')}
        </div>
      </div>
      <div className={forms.submitRow} ref={submitRow}>
        <Button type="submit" small={checking} blinking={checking} disabled={checking || !hydrated}>
          {checking ? t.checking : t.submit}
        </Button>
      </div>
    </form>
  )
}
