'use client'

import { useId, useRef, useState } from 'react'
import type { CaseFilesText } from './caseFilesTexts'

/**
 * The office's reply with files: posted as multipart to the case file endpoint, the page reloaded after.
 *
 * It sits inside Payload's edit form, so it is no form of its own (a nested form is dropped by the HTML parser
 * and its button submitted the page as a GET with the reply in the address), and its fields carry no `name`:
 * whatever submits the surrounding form, the reply's text and files are never part of it. The button posts
 * them itself.
 */
export function CaseReplyWithFiles({ reportId, text }: { reportId: number; text: CaseFilesText }) {
  const id = useId()
  const message = useRef<HTMLTextAreaElement>(null)
  const files = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [problem, setProblem] = useState('')

  function fail(reason: string) {
    setProblem(reason)
    setStatus('failed')
  }

  async function send() {
    const body = message.current?.value.trim() ?? ''
    const chosen = Array.from(files.current?.files ?? [])
    if (!body) return fail(text.messageMissing)
    if (!chosen.length) return fail(text.filesMissing)
    const data = new FormData()
    data.append('report', String(reportId))
    data.append('message', body)
    for (const file of chosen) data.append('files', file, file.name)
    setStatus('sending')
    const response = await fetch('/cms-api/whistleblower-files/reply', {
      method: 'POST',
      body: data,
      credentials: 'include',
    }).catch(() => null)
    if (response?.ok) {
      setStatus('sent')
      window.location.reload()
      return
    }
    const answer = (await response?.json().catch(() => ({}))) as
      { error?: string; fields?: Record<string, string> } | undefined
    fail(
      [answer?.error, ...Object.entries(answer?.fields ?? {}).map(([k, v]) => `${k}: ${v}`)]
        .filter(Boolean)
        .join(' – ') || text.noAnswer,
    )
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-heading`}
      data-testid="case-reply-with-files"
      style={{ marginTop: '1rem' }}
    >
      <h4 id={`${id}-heading`}>{text.replyHeading}</h4>
      <p>
        <label htmlFor={`${id}-message`}>{text.replyText}</label>
        <br />
        <textarea id={`${id}-message`} ref={message} rows={4} style={{ width: '100%' }} />
      </p>
      <p>
        <label htmlFor={`${id}-files`}>{text.replyFiles}</label>
        <br />
        <input id={`${id}-files`} ref={files} type="file" multiple />
      </p>
      <button
        type="button"
        className="btn btn--style-secondary"
        disabled={status === 'sending'}
        onClick={send}
      >
        {status === 'sending' ? text.sending : text.send}
      </button>
      <p role="status">
        {status === 'sent' && text.sent}
        {status === 'failed' && `${text.failed}: ${problem}`}
      </p>
    </div>
  )
}
