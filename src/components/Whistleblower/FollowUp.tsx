'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { Locale } from '@/i18n/routing'
// Types only: the module holds zod schemas, which must not reach the browser bundle (the limits come in as props).
import type { CaseView } from '@/lib/forms/whistleblowerFollowUp'
import { useLeaveGuard } from '@/components/Forms/useLeaveGuard'
import forms from '@/components/Forms/Forms.module.css'
import {
  CASE_CONFIRM_ENDPOINT,
  CASE_ENDPOINT,
  CASE_MESSAGES_ENDPOINT,
  postCase,
  type Credentials,
  type Outcome,
} from './FollowUpApi'
import { credentialsOf, FollowUpLogin } from './FollowUpLogin'
import type { FollowUpLabels, FollowUpLimits } from './followUpTypes'
import type { EvidenceLabels, EvidenceLimits, SentFile } from './evidenceTypes'
import { evidenceChecked, evidenceProblem } from './evidenceCheck'

type Notice = { kind: 'status' | 'alert'; text: string } | null

const EMPTY: Credentials = { caseNumber: '', accessCode: '' }

/**
 * The case view's code comes when the reporter sends case number and code, beside that request: most visitors
 * of the page never open a case. It is never rendered on the server (the page starts at the login).
 */
const loadCase = () => import('./FollowUpCase')
const FollowUpCase = lazy(() => loadCase().then((module) => ({ default: module.FollowUpCase })))

/**
 * The anonymous follow-up of a whistleblower report: step 1 case number and access code, step 2 the case
 * (status, subject, the conversation with the reporting office) and a form to add information. Case number
 * and code live in this component's state only: nothing in storage, cookies or the URL; leaving the case or
 * the page forgets them.
 */
export function FollowUp({
  locale,
  labels,
  limits,
  evidence,
  evidenceLimits,
}: {
  locale: Locale
  labels: FollowUpLabels
  /** FOLLOW_UP_LIMITS, the bounds the server enforces. */
  limits: FollowUpLimits
  evidence: EvidenceLabels
  evidenceLimits: EvidenceLimits
}) {
  const [login, setLogin] = useState<Credentials>(EMPTY)
  const [session, setSession] = useState<{ credentials: Credentials; view: CaseView } | null>(null)
  const [draft, setDraft] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [filesError, setFilesError] = useState<string | null>(null)
  const [sent, setSent] = useState<SentFile[]>([])
  const [busy, setBusy] = useState<'checking' | 'sending' | 'confirming' | null>(null)
  const [notice, setNotice] = useState<Notice>(null)
  // Back on step 1 after the case view: the case number field takes the focus (not on the first visit).
  const [returned, setReturned] = useState(false)
  // Set at once (state arrives with the next render): a second Enter in between sends nothing.
  const pending = useRef(false)
  const root = useRef<HTMLDivElement>(null)

  // What was typed before this code ran (LazyFollowUp carried it into the fields), and a send clicked meanwhile.
  useEffect(() => {
    const form = root.current?.querySelector('form')
    if (!form) return
    const before = credentialsOf(form)
    if (before.caseNumber || before.accessCode) setLogin(before)
    if (form.hasAttribute('data-send-waiting')) {
      form.removeAttribute('data-send-waiting')
      form.requestSubmit()
    }
  }, [])

  useLeaveGuard(session !== null && (draft.trim() !== '' || files.length > 0), labels.add.leaveConfirm)

  function problem(outcome: Exclude<Outcome, { kind: 'ok' }>, failure: string): Notice {
    if (outcome.kind === 'denied') return { kind: 'alert', text: labels.login.denied }
    if (outcome.kind === 'too-large') return { kind: 'alert', text: evidence.tooLarge }
    if (outcome.kind === 'wrong-type') return { kind: 'alert', text: evidence.type }
    if (outcome.kind === 'storage-full') return { kind: 'alert', text: labels.storageFull }
    if (outcome.kind === 'throttled')
      return {
        kind: 'alert',
        text:
          outcome.minutes === 1
            ? labels.throttled.one
            : labels.throttled.other.replace('{minutes}', String(outcome.minutes)),
      }
    return { kind: 'alert', text: failure }
  }

  async function open(credentials: Credentials) {
    if (pending.current) return
    pending.current = true
    setBusy('checking')
    setNotice(null)
    const caseCode = loadCase().catch(() => undefined)
    const outcome = await postCase(CASE_ENDPOINT, credentials, 200)
    // The case is shown once its code is there, so that it appears in one step.
    if (outcome.kind === 'ok') await caseCode
    pending.current = false
    setBusy(null)
    if (outcome.kind === 'ok') {
      setSession({ credentials, view: outcome.view })
      setDraft('')
    } else {
      setNotice(problem(outcome, labels.login.failure))
    }
  }

  /** The message as JSON, or with files as multipart: case number and code first, the files last. */
  function messageBody(credentials: Credentials, message: string): Record<string, string> | FormData {
    if (!files.length) return { ...credentials, message }
    const form = new FormData()
    form.append('caseNumber', credentials.caseNumber)
    form.append('accessCode', credentials.accessCode)
    form.append('message', message)
    for (const file of files) form.append('files', file, file.name)
    return form
  }

  /** A call on the open case: its answer replaces the view; a refusal goes back to step 1. */
  async function onCase(
    kind: 'sending' | 'confirming',
    url: string,
    body: (credentials: Credentials) => Record<string, string> | FormData,
    expected: number,
    { done, failure }: { done: (view: CaseView) => void; failure: string },
  ) {
    if (pending.current || !session) return
    pending.current = true
    setBusy(kind)
    setNotice(null)
    const outcome = await postCase(url, body(session.credentials), expected)
    pending.current = false
    setBusy(null)
    if (outcome.kind === 'ok') {
      setSession({ credentials: session.credentials, view: outcome.view })
      done(outcome.view)
    } else if (outcome.kind === 'denied') {
      // E.g. the case was deleted meanwhile: back to step 1, with the same words as a wrong code.
      setSession(null)
      setDraft('')
      setReturned(true)
      setNotice(problem(outcome, labels.login.failure))
    } else {
      setNotice(problem(outcome, failure))
    }
  }

  async function add(message: string) {
    await evidenceChecked(files)
    const filesWrong = evidenceProblem(files, evidence, evidenceLimits)
    if (filesWrong) return setFilesError(filesWrong)
    await onCase('sending', CASE_MESSAGES_ENDPOINT, (credentials) => messageBody(credentials, message), 201, {
      failure: labels.add.failure,
      done: (view) => {
        setDraft('')
        const added = view.messages.at(-1)?.files ?? []
        setSent(files.length ? added.map(({ name, removed }) => ({ name, removed })) : [])
        setFiles([])
        setNotice({ kind: 'status', text: labels.add.sent })
      },
    })
  }

  const confirm = () =>
    onCase('confirming', CASE_CONFIRM_ENDPOINT, (credentials) => credentials, 200, {
      failure: labels.minutes.failure,
      done: () => {},
    })

  function leave() {
    if ((draft.trim() !== '' || files.length > 0) && !window.confirm(labels.add.leaveConfirm)) return
    setSession(null)
    setDraft('')
    setFiles([])
    setSent([])
    setLogin(EMPTY)
    setReturned(true)
    setNotice({ kind: 'status', text: labels.login.left })
  }

  return (
    <div ref={root} className={forms.form} data-testid="follow-up" data-step={session ? 'case' : 'login'}>
      {session ? (
        <Suspense fallback={<p role="status">{labels.login.checking}</p>}>
          <FollowUpCase
            locale={locale}
            labels={labels}
            limits={limits}
            view={session.view}
            credentials={session.credentials}
            evidence={evidence}
            evidenceLimits={evidenceLimits}
            files={files}
            filesError={filesError}
            sent={sent}
            onFiles={(chosen) => {
              setFiles(chosen)
              setFilesError(evidenceProblem(chosen, evidence, evidenceLimits))
              setSent([])
            }}
            draft={draft}
            sending={busy === 'sending'}
            confirming={busy === 'confirming'}
            onConfirm={confirm}
            onDraft={(value) => {
              setDraft(value)
              if (notice) setNotice(null)
            }}
            onAdd={add}
            onLeave={leave}
          />
        </Suspense>
      ) : (
        <FollowUpLogin
          labels={labels}
          limits={limits}
          values={login}
          checking={busy === 'checking'}
          focusOnMount={returned}
          onChange={(values) => {
            setLogin(values)
            if (notice) setNotice(null)
          }}
          onSubmit={open}
        />
      )}
      {/* Both live regions stay in the page across the steps, so that what appears in them is announced. */}
      <div role="status" data-testid="follow-up-status">
        {notice?.kind === 'status' && <p className={`${forms.feedback} ${forms.success}`}>{notice.text}</p>}
      </div>
      <div role="alert" data-testid="follow-up-alert">
        {notice?.kind === 'alert' && <p className={`${forms.feedback} ${forms.failure}`}>{notice.text}</p>}
      </div>
    </div>
  )
}
