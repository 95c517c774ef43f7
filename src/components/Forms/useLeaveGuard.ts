'use client'

import { useEffect, useRef } from 'react'
import { isFileLink } from '@/lib/paths'

/** Marks the extra history entry that catches the back button (spec §2: navigation can be vetoed). */
const GUARD_KEY = '__leaveGuard'
/** After the visitor agreed to leave, the navigation under way is not asked about again. */
const RELEASE_MS = 2000

type GuardState = { [GUARD_KEY]?: string } | null

/**
 * While `dirty`, leaving the page asks `message` first (a form filled in but not sent):
 * - a click on a link to another page of the site (capture phase, before next/link navigates);
 * - the back button: a guard entry is pushed onto the history; going back from it asks, and if the visitor
 *   declines the entry is pushed again (the back navigation is reverted, URL and form unchanged);
 * - reload, closing the tab and links to other hosts: `beforeunload`, with the browser's own text.
 * When the form is sent or emptied (`dirty` false) the guard entry is taken off the history again.
 */
export function useLeaveGuard(dirty: boolean, message: string): void {
  const dirtyRef = useRef(dirty)
  const messageRef = useRef(message)
  // Tells this page's guard entries from any left in the history by an earlier document (e.g. before a reload).
  const token = useRef('')
  const releasedUntil = useRef(0)
  // The pop of our own guard entry, and the link to follow once it is done.
  const expectingPop = useRef(false)
  const pendingLink = useRef<HTMLAnchorElement | null>(null)

  useEffect(() => {
    messageRef.current = message
  }, [message])

  useEffect(() => {
    if (!token.current) token.current = Math.random().toString(36).slice(2)
    const onGuard = () => (window.history.state as GuardState)?.[GUARD_KEY] === token.current
    const released = () => Date.now() < releasedUntil.current
    const release = () => {
      releasedUntil.current = Date.now() + RELEASE_MS
    }
    const asks = () => dirtyRef.current && !released()

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!asks()) return
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }

    const onClick = (event: MouseEvent) => {
      if (!asks() || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor || !anchor.href || anchor.hasAttribute('download')) return
      if (anchor.target && anchor.target !== '_self') return
      const url = new URL(anchor.href, window.location.href)
      // Other hosts: the browser's beforeunload prompt. Files open in a new tab. Same page: only a jump.
      if (url.origin !== window.location.origin || isFileLink(url.pathname)) return
      if (url.pathname === window.location.pathname && url.search === window.location.search) return

      const stop = () => {
        event.preventDefault()
        event.stopImmediatePropagation()
      }
      if (!window.confirm(messageRef.current)) {
        stop()
        return
      }
      release()
      if (onGuard()) {
        // Take the guard entry off first, so that Back from the next page lands on this page, not on its copy.
        stop()
        pendingLink.current = anchor
        expectingPop.current = true
        window.history.back()
      }
    }

    const onPopState = () => {
      if (expectingPop.current) {
        expectingPop.current = false
        const link = pendingLink.current
        pendingLink.current = null
        // After next/navigation's own popstate handler (registered later, it runs after this one): its restore
        // of this page would otherwise override the navigation the click starts.
        if (link)
          window.setTimeout(() => (link.isConnected ? link.click() : window.location.assign(link.href)))
        // Typed into again while the entry was being taken off: guard anew.
        else if (dirtyRef.current && !onGuard()) window.history.pushState({ [GUARD_KEY]: token.current }, '')
        return
      }
      if (onGuard() || !asks()) return
      // Back from the guard entry: the same page, the form still there.
      if (window.confirm(messageRef.current)) {
        release()
        window.history.back()
      } else {
        window.history.pushState({ [GUARD_KEY]: token.current }, '')
      }
    }

    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
    }
  }, [])

  useEffect(() => {
    dirtyRef.current = dirty
    const onGuard = (window.history.state as GuardState)?.[GUARD_KEY] === token.current
    if (dirty && !onGuard) {
      // next/navigation keeps its own state in the entry: its patched pushState copies it over.
      window.history.pushState({ [GUARD_KEY]: token.current }, '')
    } else if (!dirty && onGuard && !expectingPop.current) {
      expectingPop.current = true
      window.history.back()
    }
  }, [dirty])
}
