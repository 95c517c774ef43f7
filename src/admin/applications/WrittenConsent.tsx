'use client'

import { Button, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'
import { staffLanguage } from '@/lib/staffLanguages'

const TEXT = {
  de: {
    open: 'Schriftliche Erklärung erfassen',
    give: 'Die Person hat schriftlich eingewilligt',
    withdraw: 'Die Person hat schriftlich widerrufen',
    reason: 'Wann und wie (z. B. „Brief vom 12.11.2026“) – steht im Protokoll',
    save: 'Erfassen',
    cancel: 'Abbrechen',
    failed: 'Nicht erfasst:',
  },
  en: {
    open: 'Record a written statement',
    give: 'The applicant consented in writing',
    withdraw: 'The applicant withdrew in writing',
    reason: 'When and how (e.g. “letter of 12 Nov 2026”) – goes into the log',
    save: 'Record',
    cancel: 'Cancel',
    failed: 'Not recorded:',
  },
}

/**
 * Under the talent-pool consent of an application: HR records a consent the applicant gave or withdrew in
 * writing, with a reason (src/collections/applications/applicationConsent.ts); the checkbox itself is the
 * applicant's.
 */
export function WrittenConsent() {
  const { i18n } = useTranslation()
  const text = TEXT[staffLanguage(i18n.language)]
  const { id } = useDocumentInfo()
  const given = Boolean(useFormFields(([fields]) => fields.talentPool?.value))
  const reasonId = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const save = async () => {
    setBusy(true)
    const response = await fetch(`/cms-api/applications/${id}/talent-pool`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ given: !given, reason }),
    })
    setBusy(false)
    if (response.ok) {
      // The whole document anew: the form's checkbox and deletion date come from the server.
      window.location.reload()
      return
    }
    const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
    setError(answer.errors?.[0]?.message ?? answer.message ?? String(response.status))
  }
  if (!open)
    return (
      <div style={{ marginBottom: '1.5rem' }}>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setOpen(true)}>
          {text.open}
        </Button>
      </div>
    )
  return (
    <fieldset data-testid="written-consent" style={{ marginBottom: '1.5rem' }}>
      <legend>{given ? text.withdraw : text.give}</legend>
      <label htmlFor={reasonId}>{text.reason}</label>
      <textarea id={reasonId} rows={3} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <div style={{ display: 'flex', gap: '0.5rem', marginTop: '0.5rem' }}>
        <Button size="small" margin={false} disabled={busy} onClick={save}>
          {text.save}
        </Button>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setOpen(false)}>
          {text.cancel}
        </Button>
      </div>
      {error && (
        <p role="alert">
          {text.failed} {error}
        </p>
      )}
    </fieldset>
  )
}
