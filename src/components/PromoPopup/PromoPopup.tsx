'use client'

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { CloseIcon } from '@/components/Icons/Icons'
import { writeCookie } from '@/lib/cookies'
import { POPUP_ANIMATION_MS, POPUP_AUTO_CLOSE_MS, POPUP_DEFAULTS } from '@/lib/constants'
import { cssLength, dismissalMaxAge } from '@/lib/popup'
import styles from './PromoPopup.module.css'

export type PromoPopupProps = {
  cookieName: string
  heading: string
  subline: string
  /** Already localized internal path, or ''. */
  link: string
  linkText: string
  startDate: string | null
  endDate: string | null
  width: string
  height: string
  padding: string
  fontSize: string
  closeLabel: string
}

/**
 * The promotional popup of spec §4, a non-modal dialog that slides in when PopupTrigger mounts it. Closing it
 * (button, Escape, link, or by itself after POPUP_AUTO_CLOSE_MS) sets the cookie until the end of the
 * window's last day.
 */
export default function PromoPopup(props: PromoPopupProps) {
  const { cookieName, heading, subline, link, linkText, endDate, closeLabel } = props
  const [open, setOpen] = useState(true)
  const panel = useRef<HTMLDivElement>(null)
  // Where focus was when the popup appeared (it is mounted at that moment), to give it back on close.
  const [returnFocus] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  const headingId = useId()
  const sublineId = useId()

  const close = useCallback(
    (restoreFocus: boolean) => {
      writeCookie(cookieName, 'true', dismissalMaxAge(endDate, new Date()))
      // Give focus back only if it is still ours: a visitor who has moved on keeps their place.
      if (restoreFocus && panel.current?.contains(document.activeElement)) {
        if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus()
      }
      setOpen(false)
    },
    [cookieName, endDate, returnFocus],
  )

  useEffect(() => {
    if (!open) return
    // Into the dialog, so that it is announced; but never out of a field the visitor is typing in.
    const active = document.activeElement
    const typing =
      active instanceof HTMLElement &&
      (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))
    if (!typing) panel.current?.focus()
    const timer = window.setTimeout(() => close(true), POPUP_AUTO_CLOSE_MS)
    return () => window.clearTimeout(timer)
  }, [open, close])

  if (!open) return null

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    close(true)
  }

  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={headingId}
      aria-describedby={subline ? sublineId : undefined}
      tabIndex={-1}
      className={styles.popup}
      style={{
        width: cssLength(props.width, POPUP_DEFAULTS.width),
        minHeight: cssLength(props.height, POPUP_DEFAULTS.height),
        padding: cssLength(props.padding, POPUP_DEFAULTS.padding),
        fontSize: cssLength(props.fontSize, POPUP_DEFAULTS.fontSize),
        animationDuration: `${POPUP_ANIMATION_MS}ms`,
      }}
      onKeyDown={onKeyDown}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <svg className={styles.wave} viewBox="0 0 120 8" aria-hidden focusable={false}>
        <path d="M0 4 Q 10 0 20 4 T 40 4 T 60 4 T 80 4 T 100 4 T 120 4 T 140 4 T 160 4" />
      </svg>
      {subline && (
        <p id={sublineId} className={styles.subline}>
          {subline}
        </p>
      )}
      {link && linkText && (
        <a href={link} className={styles.link} onClick={() => close(false)}>
          {linkText}
        </a>
      )}
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => close(true)}>
        <CloseIcon size={18} />
      </button>
    </div>
  )
}
