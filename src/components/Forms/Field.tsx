'use client'

import type { ReactNode } from 'react'
import { MESSAGE_ROWS } from '@/lib/constants'
import { EMAIL_PATTERN, NAME_PATTERN, TEL_PATTERN } from './validity'
import { FieldError } from './FieldError'
import { useFormKit } from './PublicForm'
import styles from './Forms.module.css'

type Common = {
  name: string
  label: ReactNode
  required?: boolean
  /** Validity message when empty though required (else the form's). */
  missing?: string
  /** A note under the field, read with it. */
  note?: ReactNode
  /** Across both columns. */
  wide?: boolean
}

type Text = Common & {
  type?: 'text' | 'email' | 'tel'
  maxLength: number
  pattern?: string
  /** Validity message when filled in but of the wrong form; also the field's title. */
  format?: string
  autoComplete?: string
  placeholder?: string
}

/** The ids, description and error of a field of the form around it. */
function useField(name: string, note: ReactNode) {
  const { id, invalid } = useFormKit()
  const fieldId = `${id}-${name}`
  const error = invalid?.field === name ? invalid.message : null
  const describedBy = [note ? `${fieldId}-note` : null, error ? `${fieldId}-error` : null]
    .filter(Boolean)
    .join(' ')
  return {
    fieldId,
    control: {
      id: fieldId,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
    after: (
      <>
        {note && (
          <p id={`${fieldId}-note`} className={styles.note}>
            {note}
          </p>
        )}
        <FieldError id={`${fieldId}-error`} message={error} />
      </>
    ),
  }
}

const fieldClass = (wide?: boolean) => (wide ? `${styles.field} ${styles.wide}` : styles.field)

/**
 * A line of text, an e-mail address or a phone number: uncontrolled (no value prop), so the browser keeps what
 * was typed before hydration, and the form reads it on submit.
 */
export function TextField({
  name,
  label,
  required,
  missing,
  note,
  wide,
  format,
  type = 'text',
  ...input
}: Text) {
  const { fieldId, control, after } = useField(name, note)
  return (
    <div className={fieldClass(wide)}>
      <label htmlFor={fieldId}>{label}</label>
      <input
        type={type}
        required={required}
        title={format}
        data-missing={missing}
        data-format={format}
        {...input}
        {...control}
      />
      {after}
    </div>
  )
}

type Preset = Omit<Text, 'type' | 'pattern' | 'autoComplete' | 'name'> & { name?: string }

/** A person's name (not only spaces), as browsers fill it in. */
export const NameField = (props: Preset) => (
  <TextField name="name" autoComplete="name" pattern={NAME_PATTERN} {...props} />
)

/** An e-mail address with a domain and top-level domain, as browsers fill it in. */
export const EmailField = (props: Preset) => (
  <TextField name="email" type="email" autoComplete="email" pattern={EMAIL_PATTERN} {...props} />
)

/** A phone number of digits, spaces and + ( ) / . -, as browsers fill it in. */
export const PhoneField = (props: Preset) => (
  <TextField name="tel" type="tel" autoComplete="tel" pattern={TEL_PATTERN} {...props} />
)

/** A message: as TextField, several lines, across both columns. */
export function TextArea({
  name,
  label,
  required,
  missing,
  note,
  maxLength,
}: Common & { maxLength: number }) {
  const { fieldId, control, after } = useField(name, note)
  return (
    <div className={fieldClass(true)}>
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        required={required}
        rows={MESSAGE_ROWS}
        maxLength={maxLength}
        data-missing={missing}
        {...control}
      />
      {after}
    </div>
  )
}

/** A choice of a list, the first option empty (`none`). */
export function SelectField({
  name,
  label,
  none,
  options,
  note,
}: Common & { none: string; options: { value: string; label: string }[] }) {
  const { fieldId, control, after } = useField(name, note)
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId}>{label}</label>
      <select {...control}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {after}
    </div>
  )
}

/** A checkbox with its label beside it (a consent); sent as `true` when checked. */
export function CheckboxField({ name, label, required, missing }: Common) {
  const { fieldId, control, after } = useField(name, undefined)
  return (
    <div className={`${styles.field} ${styles.wide} ${styles.check}`}>
      <input type="checkbox" value="true" required={required} data-missing={missing} {...control} />
      <label htmlFor={fieldId}>{label}</label>
      {after}
    </div>
  )
}
