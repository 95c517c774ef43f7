'use client'

import { useId, useState, type FormEvent } from 'react'
import type { CaseFilesText } from './caseFilesTexts'

/** The office's reply with files: posted as multipart to the case file endpoint, the page reloaded after. */
export function CaseReplyWithFiles({ reportId, text }: { reportId: number; text: CaseFilesText }) {
  const id = useId()
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [problem, setProblem] = useState('')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData()
    data.append('report', String(reportId))
    data.append('message', (form.elements.namedItem('message') as HTMLTextAreaElement).value)
    for (const file of Array.from((form.elements.namedItem('files') as HTMLInputElement).files ?? []))
      data.append('files', file, file.name)
    setStatus('sending')
    const response = await fetch('/cms-api/whistleblower-files/reply', {
      method: 'POST',
      body: data,
      credentials: 'include',
    })
    if (response.ok) {
      setStatus('sent')
      form.reset()
      window.location.reload()
      return
    }
    const answer = (await response.json().catch(() => ({}))) as {
      error?: string
      fields?: Record<string, string>
    }
    setProblem(
      [answer.error, ...Object.entries(answer.fields ?? {}).map(([k, v]) => `${k}: ${v}`)]
        .filter(Boolean)
        .join(' – '),
    )
    setStatus('failed')
  }

  return (
    <form onSubmit={submit} data-testid="case-reply-with-files" style={{ marginTop: '1rem' }}>
      <h4>{text.replyHeading}</h4>
      <p>
        <label htmlFor={`${id}-message`}>{text.replyText}</label>
        <br />
        <textarea id={`${id}-message`} name="message" rows={4} required style={{ width: '100%' }} />
      </p>
      <p>
        <label htmlFor={`${id}-files`}>{text.replyFiles}</label>
        <br />
        <input id={`${id}-files`} name="files" type="file" multiple required />
      </p>
      <button type="submit" className="btn btn--style-secondary" disabled={status === 'sending'}>
        {status === 'sending' ? text.sending : text.send}
      </button>
      <p role="status">
        {status === 'sent' && text.sent}
        {status === 'failed' && `${text.failed}: ${problem}`}
      </p>
    </form>
  )
}
