'use client'

import { Button } from '@payloadcms/ui'
import { useId, useRef, useState } from 'react'
import type { SignInText } from './signInTexts'

type Stage = 'password' | 'code' | 'enrol' | 'codes'
type Enrolment = { secret: string; qr: string }
type Refusal = { message?: string; data?: { twoFactor?: string; secret?: string; qr?: string } }

const field = { display: 'flex', flexDirection: 'column', gap: '0.35rem', marginBottom: '1rem' } as const
const input = { font: 'inherit', padding: '0.6rem 0.75rem', width: '100%', boxSizing: 'border-box' } as const

/** E-mail and password; then, when the server asks, the code — or the enrolment, then the recovery codes. */
export function SignInForm({
  text,
  next,
  loginUrl,
  forgotUrl,
}: {
  text: SignInText
  next: string
  loginUrl: string
  forgotUrl: string
}) {
  const id = useId()
  const [stage, setStage] = useState<Stage>('password')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [codes, setCodes] = useState<string[]>([])
  const codeInput = useRef<HTMLInputElement>(null)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError('')
    const response = await fetch(loginUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, ...(stage === 'password' ? {} : { totp: code }) }),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as {
      recoveryCodes?: string[]
      errors?: Refusal[]
    } | null
    setBusy(false)
    if (response?.ok) {
      if (answer?.recoveryCodes?.length) {
        setCodes(answer.recoveryCodes)
        setStage('codes')
      } else window.location.assign(next)
      return
    }
    const refusal = answer?.errors?.[0]
    const twoFactor = refusal?.data?.twoFactor
    if (twoFactor === 'enrol' && refusal?.data?.secret && refusal.data.qr) {
      setEnrolment({ secret: refusal.data.secret, qr: refusal.data.qr })
      if (stage === 'enrol') setError(refusal.message ?? text.failed)
      setStage('enrol')
    } else if (twoFactor === 'required' || twoFactor === 'invalid') {
      if (stage !== 'password') setError(refusal?.message ?? text.failed)
      setStage('code')
    } else setError(refusal?.message ?? text.failed)
    setCode('')
    setTimeout(() => codeInput.current?.focus(), 0)
  }

  if (stage === 'codes')
    return (
      <section aria-labelledby={`${id}-codes`} style={{ maxWidth: '32rem' }}>
        <h1 id={`${id}-codes`}>{text.codesTitle}</h1>
        <p>{text.codesText}</p>
        <ul data-testid="recovery-codes" style={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2 }}>
          {codes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Button onClick={() => window.location.assign(next)}>{text.codesDone}</Button>
      </section>
    )

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      style={{ maxWidth: '32rem', width: '100%' }}
      noValidate
    >
      <h1 id={`${id}-title`}>{stage === 'enrol' ? text.enrolTitle : text.title}</h1>
      {(
        [
          ['email', 'email', 'username', text.email, email, setEmail],
          ['password', 'password', 'current-password', text.password, password, setPassword],
        ] as const
      ).map(([name, type, autoComplete, label, value, set]) => (
        <div style={field} key={name}>
          <label htmlFor={`${id}-${name}`}>{label}</label>
          <input
            id={`${id}-${name}`}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required
            value={value}
            // Kept for the code that follows; changing them means starting over.
            readOnly={stage !== 'password'}
            onChange={(event) => set(event.target.value)}
            style={input}
          />
        </div>
      ))}
      {stage === 'enrol' && enrolment && (
        <div data-testid="two-factor-enrolment">
          <p>{text.enrolSteps}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG made by the server, no file to optimise */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr)}`}
            alt={text.qrAlt}
            width={200}
            height={200}
            style={{ background: '#fff', padding: '0.5rem' }}
          />
          <p>
            {text.secretLabel}:{' '}
            <code data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
              {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
          </p>
        </div>
      )}
      {stage !== 'password' && (
        <div style={field}>
          <label htmlFor={`${id}-code`}>{text.code}</label>
          <input
            id={`${id}-code`}
            ref={codeInput}
            // Asked for only now: the cursor goes where the next thing to type is.
            autoFocus
            name="totp"
            autoComplete="one-time-code"
            inputMode={stage === 'enrol' ? 'numeric' : 'text'}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-describedby={`${id}-code-hint`}
            style={input}
          />
          <small id={`${id}-code-hint`}>{text.codeHint}</small>
        </div>
      )}
      {error && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {text.submit}
      </Button>
      <p>
        <a href={forgotUrl}>{text.forgot}</a>
      </p>
    </form>
  )
}
