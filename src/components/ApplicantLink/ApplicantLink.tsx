'use client'

import { useEffect, useRef, useState } from 'react'
import type { ApplicantView } from '@/lib/applications/applicantLink'
import { SITE_TIME_ZONE } from '@/lib/constants'
import type { messages } from '@/i18n/messages'
import styles from './ApplicantLink.module.css'

export type ApplicantLinkLabels = (typeof messages)['de']['applicantLink']

const ENDPOINT = '/api/applications/link'

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'too-many' }
  | { kind: 'failed' }
  | { kind: 'open'; view: ApplicantView; saved: boolean }

type Action =
  | { action: 'view' }
  | { action: 'withdraw' }
  | { action: 'consent'; given: boolean }
  | { action: 'interview'; at: string }

async function call(token: string, action: Action): Promise<State> {
  try {
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, ...action }),
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    })
    if (response.status === 404 || response.status === 400) return { kind: 'invalid' }
    if (response.status === 429) return { kind: 'too-many' }
    if (!response.ok) return { kind: 'failed' }
    return { kind: 'open', view: (await response.json()) as ApplicantView, saved: action.action !== 'view' }
  } catch {
    return { kind: 'failed' }
  }
}

/** A day as the mails name it: in the company's time zone. */
const day = (iso: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SITE_TIME_ZONE }).format(
    new Date(iso),
  )

/** An interview time as the invitation names it: German time, the weekday in the page's language. */
const moment = (iso: string, tag: string, template: string) =>
  template
    .replace(
      '{date}',
      new Intl.DateTimeFormat(tag, {
        weekday: 'long',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: SITE_TIME_ZONE,
      }).format(new Date(iso)),
    )
    .replace(
      '{clock}',
      new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: SITE_TIME_ZONE }).format(
        new Date(iso),
      ),
    )

/**
 * The applicant's private link: the token from the address's fragment (never sent to a server with the
 * page), then the application's status in words, when its data goes, and the applicant's own choices:
 * withdraw it, give or withdraw talent-pool consent.
 */
export function ApplicantLink({
  dateTag,
  labels,
  deletionTexts,
  talentPoolMonths,
}: {
  dateTag: string
  labels: ApplicantLinkLabels
  deletionTexts: { pool: string; on: string; afterDecision: string }
  talentPoolMonths: number
}) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [chosen, setChosen] = useState('')
  const token = useRef('')
  const status = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    token.current = window.location.hash.slice(1)
    if (!/^[\w-]{43}$/.test(token.current)) {
      setState({ kind: 'invalid' })
      return
    }
    void call(token.current, { action: 'view' }).then(setState)
  }, [])

  const run = async (action: Action) => {
    setBusy(true)
    const next = await call(token.current, action)
    setBusy(false)
    setConfirming(false)
    setState(next)
    status.current?.focus()
  }

  if (state.kind !== 'open')
    return (
      <p role="status" data-testid="applicant-link-state" data-state={state.kind}>
        {state.kind === 'loading'
          ? labels.loading
          : state.kind === 'invalid'
            ? labels.invalid
            : state.kind === 'too-many'
              ? labels.tooMany
              : labels.failed}
      </p>
    )

  const { view } = state
  const deletion =
    view.deletion.kind === 'after-decision'
      ? deletionTexts.afterDecision.replace('{months}', String(view.deletion.months))
      : (view.deletion.kind === 'pool' ? deletionTexts.pool : deletionTexts.on).replace(
          '{date}',
          day(view.deletion.on, dateTag),
        )
  return (
    <div data-testid="applicant-link">
      <p ref={status} tabIndex={-1} role="status" data-testid="applicant-status" data-status={view.status}>
        {labels.status[view.status as keyof ApplicantLinkLabels['status']]}
        {state.saved && <> {labels.saved}</>}
      </p>
      <dl className={styles.facts}>
        <dt>{labels.reference}</dt>
        <dd data-testid="applicant-reference">{view.reference}</dd>
        <dt>{labels.job}</dt>
        <dd>{view.job ?? labels.speculative}</dd>
        <dt>{labels.received}</dt>
        <dd>{day(view.receivedAt, dateTag)}</dd>
        <dt>{labels.talentPoolLabel}</dt>
        <dd data-testid="applicant-talent-pool">
          {view.talentPool
            ? labels.talentPoolYes.replace('{months}', String(talentPoolMonths))
            : labels.talentPoolNo}
        </dd>
        <dt>{labels.deletionLabel}</dt>
        <dd data-testid="applicant-deletion">{deletion}</dd>
      </dl>
      {view.interview && (
        <section data-testid="applicant-interview" aria-labelledby="applicant-interview-heading">
          <h2 id="applicant-interview-heading">{labels.interviewHeading}</h2>
          {view.interview.confirmed && (
            <p data-testid="applicant-interview-confirmed">
              {labels.interviewConfirmed.replace(
                '{time}',
                moment(view.interview.confirmed, dateTag, labels.interviewTime),
              )}
            </p>
          )}
          {view.interview.place && <p>{labels.interviewPlace.replace('{place}', view.interview.place)}</p>}
          {view.interview.times.length > 0 && (
            <form
              onSubmit={(event) => {
                event.preventDefault()
                if (chosen) void run({ action: 'interview', at: chosen })
              }}
            >
              <fieldset>
                <legend>{labels.interviewChoose.replace('{minutes}', String(view.interview.minutes))}</legend>
                {view.interview.times.map((time) => (
                  <label key={time} style={{ display: 'block' }}>
                    <input
                      type="radio"
                      name="interview-time"
                      value={time}
                      checked={(chosen || view.interview?.confirmed) === time}
                      onChange={() => setChosen(time)}
                    />{' '}
                    {moment(time, dateTag, labels.interviewTime)}
                  </label>
                ))}
              </fieldset>
              {view.interview.confirmed && <p>{labels.interviewChange}</p>}
              <button
                type="submit"
                className={styles.button}
                disabled={busy || !chosen || chosen === view.interview.confirmed}
                data-testid="applicant-interview-confirm"
              >
                {labels.interviewConfirm}
              </button>
            </form>
          )}
        </section>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={busy}
          data-testid="applicant-consent"
          onClick={() => run({ action: 'consent', given: !view.talentPool })}
        >
          {view.talentPool ? labels.withdrawConsent : labels.giveConsent}
        </button>
        {view.canWithdraw && !confirming && (
          <button type="button" className={styles.button} disabled={busy} onClick={() => setConfirming(true)}>
            {labels.withdraw}
          </button>
        )}
      </div>
      {confirming && (
        <div role="alertdialog" aria-label={labels.withdraw} className={styles.actions}>
          <p>{labels.withdrawConfirm}</p>
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            data-testid="applicant-withdraw"
            onClick={() => run({ action: 'withdraw' })}
          >
            {labels.withdrawYes}
          </button>
          <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
            {labels.cancel}
          </button>
        </div>
      )}
    </div>
  )
}
