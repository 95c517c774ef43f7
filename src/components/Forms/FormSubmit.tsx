'use client'

import type { RefObject } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import { Button } from '@/components/Button/Button'
import styles from './Forms.module.css'

/** 'full': the server's storage is full, nothing was stored (a 507). */
export type FormStatus = 'idle' | 'sending' | 'success' | 'failure' | 'full'

export type FormSubmitLabels = {
  submit: string
  sending: string
  success: string
  failure: string
  storageFull: string
}

/**
 * The end of a public form: the submit button, small and blinking while sending and disabled until hydrated,
 * then the announced success or failure (`failure` names its cause when known; `retry` offers to send again,
 * after a human check that failed). The form returns the focus to the button (useFocusReturn on `rowRef`) unless
 * something shown after the send (a receipt) has taken it.
 */
export function FormSubmit({
  status,
  labels,
  rowRef,
  failure,
  retry,
}: {
  status: FormStatus
  labels: FormSubmitLabels
  rowRef: RefObject<HTMLDivElement | null>
  failure?: string
  retry?: { label: string; run: () => void }
}) {
  const hydrated = useHydrated()
  const sending = status === 'sending'
  return (
    <>
      <div className={styles.submitRow} ref={rowRef}>
        <Button type="submit" small={sending} blinking={sending} disabled={sending || !hydrated}>
          {sending ? labels.sending : labels.submit}
        </Button>
      </div>
      <div role="status" data-testid="form-success">
        {status === 'success' && <p className={`${styles.feedback} ${styles.success}`}>{labels.success}</p>}
      </div>
      <div role="alert" data-testid="form-failure">
        {status === 'failure' && (
          <p className={`${styles.feedback} ${styles.failure}`}>
            {failure ?? labels.failure}
            {retry && (
              <button type="button" className={styles.retry} onClick={retry.run} data-testid="form-retry">
                {retry.label}
              </button>
            )}
          </p>
        )}
        {status === 'full' && <p className={`${styles.feedback} ${styles.failure}`}>{labels.storageFull}</p>}
      </div>
    </>
  )
}
