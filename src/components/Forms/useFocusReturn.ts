'use client'

import { useEffect, useRef, type RefObject } from 'react'

/**
 * Disabling the submit button while sending drops its focus to the page; once `sending` is over the focus
 * goes back to the first button in `container`, so keyboard and screen-reader users continue where they
 * were. Nothing happens if the focus has moved somewhere else in the meantime (a receipt shown beside the form).
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
    // After every effect of this render, so that what appears beside the form and takes the focus keeps it (the
    // whistleblower's receipt: outside the form, where its focus does not start the human check's next proof of work).
    const timer = window.setTimeout(() => {
      if (document.activeElement === document.body) container.current?.querySelector('button')?.focus()
    })
    return () => window.clearTimeout(timer)
  }, [sending, container])
}
