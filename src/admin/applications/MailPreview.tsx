'use client'

import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { staffLanguage } from '@/lib/staffLanguages'

const TEXT = {
  de: {
    heading: 'Diese Mail geht beim Speichern an die Person',
    language: 'in ihrer Sprache',
    subject: 'Betreff',
    failed: 'Vorschau nicht möglich:',
    attachment: 'Anhang (Kalendereintrag)',
  },
  en: {
    heading: 'This mail goes to the applicant when you save',
    language: 'in their language',
    subject: 'Subject',
    failed: 'No preview:',
    attachment: 'Attachment (calendar entry)',
  },
}

type Preview =
  | { mail: { to: string; subject: string; text: string; calendar?: { name: string } } | null; lang?: string }
  | { message: string }

/**
 * Under the status of an application: the mail that saving this status would send (invitation, rejection),
 * exactly as it goes, in the applicant's language (src/collections/applications/applicationMailPreview.ts).
 */
export function MailPreview() {
  const { i18n } = useTranslation()
  const text = TEXT[staffLanguage(i18n.language)]
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const saved = useFormFields(([fields]) => fields.status?.initialValue) as string | undefined
  // The interview as the form holds it (unsaved changes included), as the query the preview takes.
  const interview = useFormFields(([fields]) => {
    const times = Object.entries(fields)
      .filter(([path]) => /^interviewTimes\.\d+\.startsAt$/.test(path))
      .map(([, field]) => field.value)
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .map((value) => new Date(value).toISOString())
    const query = new URLSearchParams({ times: times.join(',') })
    if (fields.interviewMinutes?.value) query.set('minutes', String(fields.interviewMinutes.value))
    if (fields.interviewPlace?.value) query.set('place', String(fields.interviewPlace.value))
    return query.toString()
  })
  const [loaded, setLoaded] = useState<{ status: string; preview: Preview } | null>(null)
  useEffect(() => {
    if (!id || !status || status === saved) return
    const controller = new AbortController()
    fetch(`/cms-api/applications/${id}/mail-preview?status=${encodeURIComponent(status)}&${interview}`, {
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((response) => response.json() as Promise<Preview>)
      .then((preview) => setLoaded({ status, preview }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, status, saved, interview])
  // Only for a status chosen and not yet saved: saving it sends this mail.
  const preview = loaded && loaded.status === status && status !== saved ? loaded.preview : null
  if (!preview) return null
  if ('message' in preview)
    return (
      <p role="alert" style={{ marginBottom: '1.5rem' }}>
        {text.failed} {preview.message}
      </p>
    )
  if (!preview.mail) return null
  return (
    <section data-testid="mail-preview" lang={preview.lang} style={{ marginBottom: '1.5rem' }}>
      <h4 style={{ margin: '0 0 0.25rem' }}>
        {text.heading} ({text.language}, {preview.lang})
      </h4>
      <p style={{ margin: 0 }}>
        {text.subject}: {preview.mail.subject}
      </p>
      <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: '0.85rem' }}>{preview.mail.text}</pre>
      {preview.mail.calendar ? (
        <p style={{ margin: 0 }} data-testid="mail-preview-attachment">
          {text.attachment}: {preview.mail.calendar.name}
        </p>
      ) : null}
    </section>
  )
}
