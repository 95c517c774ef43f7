'use client'

import { useSyncExternalStore } from 'react'
import Link from 'next/link'
import { CloseIcon } from '@/components/Icons/Icons'
import styles from './AwardBanner.module.css'

const DISMISSED_KEY = 'award-banner-dismissed'
const CHANGE_EVENT = 'award-banner-change'

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CHANGE_EVENT, onChange)
}

function dismissedKey(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY)
  } catch {
    return null // Without storage the banner simply shows again on the next page.
  }
}

function dismiss(key: string) {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, key)
  } catch {
    // See dismissedKey.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

type Props = {
  dismissKey: string
  text: string
  link: string
  linkText: string
  closeLabel: string
  readMoreLabel: string
}

/** Dismissible award banner (spec §2); the dismissal lasts for the visit (sessionStorage). */
export function AwardBanner({ dismissKey, text, link, linkText, closeLabel, readMoreLabel }: Props) {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => dismissedKey() === dismissKey,
    () => false,
  )
  if (dismissed) return null

  return (
    <aside className={styles.banner} aria-label={text} data-testid="award-banner">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>{text}</p>
        {link && (
          <Link href={link} className={styles.more}>
            {linkText || readMoreLabel}
            {/* Says where the link leads, also read out of context (a list of links, a search engine). */}
            <span className="visually-hidden">: {text}</span>
          </Link>
        )}
        <button
          type="button"
          className={styles.close}
          aria-label={closeLabel}
          onClick={() => dismiss(dismissKey)}
        >
          <CloseIcon size={18} />
        </button>
      </div>
    </aside>
  )
}
