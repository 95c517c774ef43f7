'use client'

import { Button, ConfirmationModal, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import type { DeskKeyText } from './deskKeyTexts'

type Outcome = { ok: boolean; message: string } | null

async function post(url: string, body?: unknown): Promise<Outcome> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  if (response.ok) return { ok: true, message: '' }
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string
    errors?: { message?: string }[]
  }
  return { ok: false, message: answer.errors?.[0]?.message ?? answer.message ?? String(response.status) }
}

type Confirmation = { title: string; body: string; confirm: string; cancel: string }

/**
 * A button for one of a desk's key actions; the dashboard shows the new state afterwards. With `confirmation`,
 * a dialog says what happens first.
 */
export function DeskAction({
  url,
  label,
  text,
  confirmation,
}: {
  url: string
  label: string
  text: Pick<DeskKeyText, 'failed'>
  confirmation?: Confirmation
}) {
  const router = useRouter()
  const { openModal } = useModal()
  const slug = `desk-action-${useId().replace(/[^a-z0-9]/gi, '')}`
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const run = async () => {
    setBusy(true)
    const result = await post(url)
    setOutcome(result)
    setBusy(false)
    if (result?.ok) router.refresh()
  }
  return (
    <>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy}
        onClick={() => (confirmation ? openModal(slug) : run())}
      >
        {label}
      </Button>
      {confirmation && (
        <ConfirmationModal
          modalSlug={slug}
          heading={confirmation.title}
          body={confirmation.body}
          confirmLabel={confirmation.confirm}
          cancelLabel={confirmation.cancel}
          onConfirm={run}
        />
      )}
      {outcome && !outcome.ok && (
        <span role="alert">
          {' '}
          {text.failed} {outcome.message}
        </span>
      )}
    </>
  )
}

/** The offline recovery key, typed in: every record held for it is wrapped for the signed-in person. */
export function RecoveryForm({
  text,
  url,
}: {
  text: Pick<DeskKeyText, 'recoverLabel' | 'recover' | 'done' | 'failed'>
  url: string
}) {
  const router = useRouter()
  const id = useId()
  const [value, setValue] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(null)
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault()
        const result = await post(url, { recoveryKey: value })
        setOutcome(result)
        if (result?.ok) {
          setValue('')
          router.refresh()
        }
      }}
      style={{ display: 'flex', gap: '0.5rem', alignItems: 'end', flexWrap: 'wrap' }}
    >
      <label
        htmlFor={id}
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: '0.25rem',
          maxWidth: '100%',
          flex: '1 1 20rem',
        }}
      >
        {text.recoverLabel}
        <input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          style={{ width: '32rem', maxWidth: '100%', boxSizing: 'border-box' }}
        />
      </label>
      <Button type="submit" buttonStyle="secondary" size="small" margin={false} disabled={!value.trim()}>
        {text.recover}
      </Button>
      {outcome && (
        <span role={outcome.ok ? 'status' : 'alert'}>
          {outcome.ok ? text.done : `${text.failed} ${outcome.message}`}
        </span>
      )}
    </form>
  )
}
