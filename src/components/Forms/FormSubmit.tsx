'use client'

import { useRef } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import { Button } from '@/components/Button/Button'
import styles from './Forms.module.css'
import { useFocusReturn } from './useFocusReturn'

export type FormStatus = 'idle' | 'sending' | 'success' | 'failure'

export type FormSubmitLabels = { submit: string; sending: string; success: string; failure: string }

/**
 * The end of a form (contact, whistleblower): the submit button, small and blinking while sending and
 * disabled until hydrated, with the focus returned to it afterwards; then the announced success or failure.
 */
export function FormSubmit({ status, labels }: { status: FormStatus; labels: FormSubmitLabels }) {
  const hydrated = useHydrated()
  const submitRow = useRef<HTMLDivElement>(null)
  const sending = status === 'sending'
  useFocusReturn(sending, submitRow)
  return (
    <>
      <div className={styles.submitRow} ref={submitRow}>
        <Button type="submit" small={sending} blinking={sending} disabled={sending || !hydrated}>
          {sending ? labels.sending : labels.submit}
        </Button>
      </div>
      <div role="status" data-testid="form-success">
        {status === 'success' && <p className={`${styles.feedback} ${styles.success}`}>{labels.success}</p>}
      </div>
      <div role="alert" data-testid="form-failure">
        {status === 'failure' && <p className={`${styles.feedback} ${styles.failure}`}>{labels.failure}</p>}
      </div>
    </>
  )
}
