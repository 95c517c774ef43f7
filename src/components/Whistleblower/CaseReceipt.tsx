'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/Button/Button'
import styles from './WhistleblowerForm.module.css'

/** The answer to a report: case number and access code (the code is kept nowhere, spec §7). */
export type NewCase = { caseNumber: string; accessCode: string }

export type CaseReceiptLabels = {
  heading: string
  caseNumber: string
  accessCode: string
  /** Keep both safe: the code cannot be shown again or recovered. */
  keepSafe: string
  copy: string
  copied: string
  copyFailed: string
}

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * The panel shown once after a report was sent: case number and access code, a button that copies both, the
 * hint to keep them safe and (children) the way to the follow-up page. It takes the focus when it appears, so
 * that keyboard and screen-reader users land on the codes.
 */
export function CaseReceipt({
  receipt,
  labels,
  children,
}: {
  receipt: NewCase
  labels: CaseReceiptLabels
  children?: ReactNode
}) {
  const headingId = useId()
  const panel = useRef<HTMLElement>(null)
  const codes = useRef<HTMLDListElement>(null)
  const [copy, setCopy] = useState<CopyState>('idle')

  useEffect(() => {
    panel.current?.focus()
  }, [])

  async function copyBoth() {
    const text = `${labels.caseNumber}: ${receipt.caseNumber}\n${labels.accessCode}: ${receipt.accessCode}`
    try {
      if (!navigator.clipboard) throw new Error('No clipboard access (not a secure context?)')
      await navigator.clipboard.writeText(text)
      setCopy('copied')
    } catch (error) {
      console.error('Whistleblower form: copying the access details failed', error)
      // Selected instead, ready for the visitor's own copy command.
      const range = document.createRange()
      if (codes.current) range.selectNodeContents(codes.current)
      window.getSelection()?.removeAllRanges()
      window.getSelection()?.addRange(range)
      setCopy('failed')
    }
  }

  return (
    <section
      ref={panel}
      className={styles.receipt}
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="whistleblower-receipt"
    >
      <h3 id={headingId}>{labels.heading}</h3>
      <dl ref={codes} className={styles.codes}>
        <div>
          <dt>{labels.caseNumber}</dt>
          <dd translate="no" data-testid="case-number">
            {receipt.caseNumber}
          </dd>
        </div>
        <div>
          <dt>{labels.accessCode}</dt>
          <dd translate="no" data-testid="access-code">
            {receipt.accessCode}
          </dd>
        </div>
      </dl>
      <p className={styles.keepSafe}>{labels.keepSafe}</p>
      <div className={styles.copyRow}>
        <Button type="button" blue small notUpper onClick={copyBoth}>
          {copy === 'copied' ? labels.copied : labels.copy}
        </Button>
        <p role="status" className={copy === 'failed' ? styles.copyFailed : 'visually-hidden'}>
          {copy === 'copied' ? labels.copied : copy === 'failed' ? labels.copyFailed : ''}
        </p>
      </div>
      {children}
    </section>
  )
}
