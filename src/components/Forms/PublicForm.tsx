'use client'

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'
import type { Locale } from '@/i18n/routing'
import { HumanCheck, type HumanCheckForm, type HumanCheckHandle, type HumanCheckStrings } from './HumanCheck'
import { FormSubmit, type FormStatus } from './FormSubmit'
import { useFocusReturn } from './useFocusReturn'
import { useLeaveGuard } from './useLeaveGuard'
import { TypedBefore } from './typedBefore'
import { filledIn, firstProblem, textValues, type Problem } from './formFields'
import type { Answer } from './send'
import styles from './Forms.module.css'

/** The texts every public form shows besides its fields. */
export type PublicFormLabels = {
  submit: string
  sending: string
  success: string
  failure: string
  storageFull: string
  tooManyRequests: string
  /** The human check could not be solved or was refused: says so, not that the server failed. */
  humanCheckFailed: string
  retry: string
  leaveConfirm: string
  /** Validity message of an empty required field. */
  missing: string
  humanCheck: HumanCheckStrings
}

/** What a form makes of an answer the kit does not decide itself: a field's problem, or a failure's words. */
export type Refusal = Problem | { failure: string } | null

type Kit = {
  id: string
  invalid: Problem | null
  show: (problem: Problem | null) => void
  disabled: boolean
}

/** The form's name as the browser's console names it ("Contact form: …"). */
const formName = (form: HumanCheckForm) => `${form[0].toUpperCase()}${form.slice(1)}`

const KitContext = createContext<Kit | null>(null)

/** The form around a field: its id prefix, the problem shown, and whether a send is under way. */
export function useFormKit(): Kit {
  const kit = useContext(KitContext)
  if (!kit) throw new Error('A form field outside a PublicForm')
  return kit
}

/**
 * The frame of the public forms (contact, whistleblower, application): fields left to the browser (uncontrolled,
 * so that what was typed before the scripts ran stays), checked on submit in the order `order` names first, then
 * as they stand (messages from the fields' own data-missing / data-format, see formFields.ts); the human check,
 * solved on submit and tried again by itself; the sending state; the leave guard while anything is typed or a
 * file chosen; and the answer: 201 to `onSent`, 507, 429 and a refused human check here, what else a form knows
 * (its files' refusals) through `refused`, a field named in a 400 at that field.
 */
export function PublicForm({
  form,
  locale,
  labels,
  order = [],
  filesChosen = false,
  beforeSend,
  send,
  onSent,
  refused,
  children,
}: {
  form: HumanCheckForm
  locale: Locale
  labels: PublicFormLabels
  /** Names checked before the others (the required ones of a form whose optional fields come first). */
  order?: readonly string[]
  /** Files are chosen: counts as input for the leave guard. */
  filesChosen?: boolean
  /** A problem found after the fields' checks and before the human check (the files). */
  beforeSend?: () => Promise<Problem | null> | Problem | null
  send: (values: Record<string, string>, solution: string) => Promise<Answer>
  onSent: (answer: unknown) => void
  refused?: (answer: Answer) => Refusal
  children: ReactNode
}) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const humanCheck = useRef<HumanCheckHandle>(null)
  const submitRow = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<FormStatus>('idle')
  const [invalid, setInvalid] = useState<Problem | null>(null)
  const [failure, setFailure] = useState<{ message: string; retry?: boolean } | null>(null)
  const [typed, setTyped] = useState(useContext(TypedBefore))
  // Set at once (state arrives with the next render): a second Enter in between sends nothing.
  const busy = useRef(false)

  useLeaveGuard(typed || filesChosen, labels.leaveConfirm)
  useFocusReturn(status === 'sending', submitRow)

  useEffect(() => {
    const element = formRef.current
    if (!element) return
    // What was typed before hydration counts as typed: the guard holds from the first render on.
    setTyped((before) => before || filledIn(element))
    // Files chosen before the form's code ran: their choice is told again, now that the form listens.
    for (const input of element.querySelectorAll<HTMLInputElement>('input[type="file"]'))
      if (input.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }))
    // A send made while the code was on its way (lazyForm held it).
    if (element.hasAttribute('data-send-waiting')) {
      element.removeAttribute('data-send-waiting')
      element.requestSubmit()
    }
  }, [])

  const show = useCallback(
    (problem: Problem | null) => {
      setInvalid(problem)
      if (problem) document.getElementById(`${id}-${problem.field}`)?.focus()
    },
    [id],
  )

  function changed(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement
    target.setCustomValidity?.('')
    if (invalid?.field === target.name) setInvalid(null)
    setTyped(filledIn(formRef.current))
    if (status !== 'sending') {
      setStatus('idle')
      setFailure(null)
    }
  }

  function fail(message: string, retry = false) {
    setFailure({ message, retry })
    setStatus('failure')
  }

  /** The field a 400 names, with its own message; null when the form has no such field. */
  function fieldOf(fields: Record<string, string> | undefined): Problem | null {
    const element = Object.keys(fields ?? {})
      .map((name) => formRef.current?.elements.namedItem(name))
      .find((found): found is HTMLInputElement => found instanceof HTMLElement)
    if (!element) return null
    return {
      field: element.name,
      message: element.dataset.format ?? element.dataset.missing ?? labels.missing,
    }
  }

  function answered(answer: Answer) {
    const fields = (answer.json as { fields?: Record<string, string> } | undefined)?.fields
    if (answer.status === 201) {
      formRef.current?.reset()
      setTyped(false)
      setStatus('success')
      onSent(answer.json)
    } else if (answer.status === 507) setStatus('full')
    else if (answer.status === 429) fail(labels.tooManyRequests)
    else if (fields?.gRecaptchaResponse) fail(labels.humanCheckFailed, true)
    else {
      console.error(`${formName(form)} form: sending failed (answered ${answer.status})`, answer.json)
      const refusal = refused?.(answer) ?? (answer.status === 400 ? fieldOf(fields) : null)
      if (refusal && 'field' in refusal) show(refusal)
      fail(refusal && 'failure' in refusal ? refusal.failure : labels.failure)
    }
  }

  /** Solves the human check, sends, and takes the answer; the check is reset after every send. */
  async function sendChecked(element: HTMLFormElement) {
    setFailure(null)
    setStatus('sending')
    try {
      const solution = await humanCheck.current?.solution()
      if (!solution) return fail(labels.humanCheckFailed, true)
      answered(await send(textValues(element), solution))
    } catch (error) {
      console.error(`${formName(form)} form: sending failed`, error)
      fail(labels.failure)
    } finally {
      // A solution is accepted once: after every send, successful or not.
      humanCheck.current?.reset()
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    if (busy.current) return
    busy.current = true
    try {
      const problem = firstProblem(element, order, labels.missing) ?? (await beforeSend?.()) ?? null
      show(problem)
      if (!problem) await sendChecked(element)
    } finally {
      busy.current = false
    }
  }

  return (
    <KitContext.Provider value={{ id, invalid, show, disabled: status === 'sending' }}>
      <form
        ref={formRef}
        className={styles.form}
        method="post"
        noValidate
        onSubmit={submit}
        onInput={changed}
        onChange={changed}
        data-testid={`${form}-form`}
        data-status={status}
      >
        <div className={styles.grid}>{children}</div>
        <HumanCheck ref={humanCheck} form={form} locale={locale} strings={labels.humanCheck} />
        <FormSubmit
          status={status}
          labels={labels}
          rowRef={submitRow}
          failure={failure?.message}
          retry={
            failure?.retry ? { label: labels.retry, run: () => formRef.current?.requestSubmit() } : undefined
          }
        />
      </form>
    </KitContext.Provider>
  )
}
