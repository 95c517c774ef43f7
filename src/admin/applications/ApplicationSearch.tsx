'use client'

import { Button, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'
import { staffLanguage } from '@/lib/staffLanguages'

const TEXT = {
  de: {
    label: 'Bewerbung finden – Name, E-Mail oder Referenznummer',
    search: 'Suchen',
    none: 'Keine Bewerbung gefunden, die Sie öffnen können.',
    failed: 'Suche nicht möglich:',
    hint: 'Gesucht wird nur in den Bewerbungen, die Ihr Schlüssel öffnet; ein Suchindex mit Namen entsteht nirgends.',
  },
  en: {
    label: 'Find an application – name, e-mail or reference number',
    search: 'Search',
    none: 'No application you can open matches.',
    failed: 'Search not possible:',
    hint: 'Only the applications your key opens are searched; no index of names is kept anywhere.',
  },
}

type Hit = { id: number; reference: string; name: string; email: string; status: string }

/** Above HR's list: search by name, e-mail or reference (src/collections/applications/applicationSearch.ts). */
export function ApplicationSearch({ adminRoute }: { adminRoute: string }) {
  const { i18n } = useTranslation()
  const text = TEXT[staffLanguage(i18n.language)]
  const inputId = useId()
  const [term, setTerm] = useState('')
  const [hits, setHits] = useState<Hit[] | null>(null)
  const [error, setError] = useState('')
  const search = async () => {
    const response = await fetch(`/cms-api/applications/find?q=${encodeURIComponent(term)}`, { credentials: 'same-origin' })
    const answer = (await response.json().catch(() => ({}))) as { hits?: Hit[]; errors?: { message: string }[]; message?: string }
    if (!response.ok) {
      setHits(null)
      setError(answer.errors?.[0]?.message ?? answer.message ?? String(response.status))
      return
    }
    setError('')
    setHits(answer.hits ?? [])
  }
  return (
    <form
      role="search"
      data-testid="application-search"
      style={{ marginBottom: '1.5rem' }}
      onSubmit={(event) => {
        event.preventDefault()
        void search()
      }}
    >
      <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600 }}>
        {text.label}
      </label>
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <input id={inputId} type="search" value={term} maxLength={100} onChange={(e) => setTerm(e.target.value)} />
        <Button type="submit" size="small" margin={false}>
          {text.search}
        </Button>
      </div>
      <p style={{ fontSize: '0.85rem', margin: '0.25rem 0' }}>{text.hint}</p>
      {error && (
        <p role="alert">
          {text.failed} {error}
        </p>
      )}
      {hits && (
        <div role="status">
          {hits.length === 0 ? (
            <p>{text.none}</p>
          ) : (
            <ul>
              {hits.map((hit) => (
                <li key={hit.id}>
                  <a href={`${adminRoute}/collections/applications/${hit.id}`}>
                    {hit.reference} – {hit.name} &lt;{hit.email}&gt;
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  )
}
