'use client'

import { Button, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { staffLanguage } from '@/lib/staffLanguages'

const TEXT = {
  de: {
    heading: 'Fachbereich',
    intro: 'Wer die Bewerbung lesen und bewerten darf (nur diese, sonst nichts der Personalabteilung).',
    none: 'Niemand hat die Rolle Fachbereich.',
    share: 'Freigeben',
    unshare: 'Freigabe entfernen',
    shared: 'freigegeben',
    noKey: 'noch kein Schlüssel (eigenes Passwort fehlt)',
    failed: 'Nicht geändert:',
  },
  en: {
    heading: 'Hiring managers',
    intro: 'Who may read and rate this application (only this one, nothing else of HR).',
    none: 'Nobody has the hiring manager role.',
    share: 'Share',
    unshare: 'Remove sharing',
    shared: 'shared',
    noKey: 'no key yet (own password missing)',
    failed: 'Not changed:',
  },
}

type Manager = { id: number; name: string; email: string; hasKey: boolean; shared: boolean }

/**
 * In an application's sidebar, for HR: the hiring managers, each shared with or not, with a button to share
 * (wraps the application's key for them) or take it back (src/collections/applications/applicationSharing.ts).
 */
export function ApplicationShares() {
  const { i18n } = useTranslation()
  const text = TEXT[staffLanguage(i18n.language)]
  const { id } = useDocumentInfo()
  const [managers, setManagers] = useState<Manager[] | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  // Counts the changes made here: each one loads the list anew.
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    fetch(`/cms-api/applications/${id}/shares`, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ managers: Manager[] }>) : null))
      .then((answer) => answer && setManagers(answer.managers))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, version])
  if (!id || !managers) return null
  const change = async (manager: Manager) => {
    setBusy(true)
    setError('')
    const response = manager.shared
      ? await fetch(`/cms-api/applications/${id}/shares/${manager.id}`, { method: 'DELETE', credentials: 'same-origin' })
      : await fetch(`/cms-api/applications/${id}/shares`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId: manager.id }),
        })
    setBusy(false)
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
      setError(answer.errors?.[0]?.message ?? answer.message ?? String(response.status))
    }
    setVersion((n) => n + 1)
  }
  return (
    <section data-testid="application-shares" style={{ marginBottom: '1.5rem' }}>
      <h4 style={{ marginBottom: '0.25rem' }}>{text.heading}</h4>
      <p style={{ marginTop: 0 }}>{text.intro}</p>
      {managers.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {managers.map((manager) => (
            <li key={manager.id} style={{ marginBottom: '0.5rem' }}>
              <div>
                {manager.name ? `${manager.name} <${manager.email}>` : manager.email}
                {manager.shared ? ` – ${text.shared}` : ''}
              </div>
              {manager.hasKey || manager.shared ? (
                <Button
                  buttonStyle={manager.shared ? 'secondary' : 'primary'}
                  size="small"
                  margin={false}
                  disabled={busy}
                  onClick={() => change(manager)}
                >
                  {manager.shared ? text.unshare : text.share}
                </Button>
              ) : (
                <small>{text.noKey}</small>
              )}
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert">
          {text.failed} {error}
        </p>
      ) : null}
    </section>
  )
}
