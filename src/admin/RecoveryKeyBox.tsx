'use client'

import { useEffect } from 'react'
import { DeskAction } from './DeskKeyActions'
import type { DeskKeyText } from './deskKeyTexts'

type Props = {
  recoveryKey: string
  /** The endpoint that forgets the key once the member says it is stored. */
  seenUrl: string
  text: Pick<DeskKeyText, 'recoveryTitle' | 'recoveryText' | 'recoverySeen' | 'leaveWarning' | 'failed'>
}

/**
 * Asks before the page is left while the key is shown: a reload or closing the tab (the browser's own
 * question), a link (the admin's navigation included) and the back button. The key stays in the session until
 * confirmed, so a member who leaves anyway finds it here again while the session lasts.
 */
function useLeaveGuard(message: string) {
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = message
      return message
    }
    const click = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || anchor.target === '_blank' || event.metaKey || event.ctrlKey || event.shiftKey) return
      if (anchor.href === window.location.href || window.confirm(message)) return
      event.preventDefault()
      event.stopPropagation()
    }
    // An entry of our own on top of the history: "back" lands on the page's own entry and asks first.
    window.history.pushState({ ...window.history.state, recoveryKeyGuard: true }, '', window.location.href)
    const back = () => {
      if (window.confirm(message)) {
        window.removeEventListener('popstate', back)
        window.history.back()
      } else
        window.history.pushState(
          { ...window.history.state, recoveryKeyGuard: true },
          '',
          window.location.href,
        )
    }
    window.addEventListener('beforeunload', beforeUnload)
    window.addEventListener('click', click, true)
    window.addEventListener('popstate', back)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      window.removeEventListener('click', click, true)
      window.removeEventListener('popstate', back)
    }
  }, [message])
}

/** A desk's new recovery key, shown in the session that made it until the member says it is stored. */
export function RecoveryKeyBox({ recoveryKey, seenUrl, text }: Props) {
  useLeaveGuard(text.leaveWarning)
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
