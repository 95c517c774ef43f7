'use client'

import { useEffect, useRef, type RefObject } from 'react'

/**
 * Disabling the submit button while sending drops its focus to the page; once `sending` is over the focus
 * goes back to the first button in `container`, so keyboard and screen-reader users continue where they
 * were. Nothing happens if the focus has moved somewhere else in the meantime.
 */
export function useFocusReturn(sending: boolean, container: RefObject<HTMLElement | null>): void {
  const focusLost = useRef(false)
  useEffect(() => {
    if (sending) {
      focusLost.current = true
      return
    }
    if (!focusLost.current) return
    focusLost.current = false
    if (document.activeElement === document.body) container.current?.querySelector('button')?.focus()
  }, [sending, container])
}
