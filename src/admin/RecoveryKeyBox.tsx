'use client'

import { useLeaveGuard } from '@/components/Forms/useLeaveGuard'
import { DeskAction } from './DeskKeyActions'
import type { DeskKeyText } from './deskKeyTexts'

type Props = {
  recoveryKey: string
  /** The endpoint that forgets the key once the member says it is stored. */
  seenUrl: string
  text: Pick<DeskKeyText, 'recoveryTitle' | 'recoveryText' | 'recoverySeen' | 'leaveWarning' | 'failed'>
}

/**
 * A desk's new recovery key, shown in the session that made it until the member says it is stored. Leaving the
 * page before that asks first (a link, the back button, a reload or closing the tab: the forms' own guard); a
 * member who leaves anyway finds the key here again while the session lasts.
 */
export function RecoveryKeyBox({ recoveryKey, seenUrl, text }: Props) {
  useLeaveGuard(true, text.leaveWarning)
  return (
    <div
      role="alert"
      style={{
        background: 'var(--theme-warning-100)',
        border: '1px solid var(--theme-warning-400)',
        borderRadius: 'var(--style-radius-s)',
        padding: '1rem',
      }}
    >
      <h3 style={{ marginTop: 0 }}>{text.recoveryTitle}</h3>
      <p>{text.recoveryText}</p>
      <p>
        <code data-testid="recovery-key" style={{ fontSize: '1.1rem', wordBreak: 'break-all' }}>
          {recoveryKey}
        </code>
      </p>
      <DeskAction url={seenUrl} label={text.recoverySeen} text={text} />
    </div>
  )
}
