'use client'

import { useState, type ComponentType } from 'react'
import type { PrivacyTexts } from './PrivacyDialog'
import styles from './PrivacySettings.module.css'

type Dialog = ComponentType<{ texts: PrivacyTexts; openCount: number }>

/** The footer's privacy-settings button; the dialog's code is loaded on the first click, not with every page. */
export function PrivacySettings({ texts }: { texts: PrivacyTexts }) {
  const [Dialog, setDialog] = useState<Dialog | null>(null)
  const [openCount, setOpenCount] = useState(0)

  const open = () => {
    setOpenCount((count) => count + 1)
    if (!Dialog) import('./PrivacyDialog').then((module) => setDialog(() => module.default))
  }

  return (
    <>
      <button
        type="button"
        className={styles.open}
        onClick={open}
        aria-haspopup="dialog"
        data-testid="privacy-settings-open"
      >
        {texts.open}
      </button>
      {Dialog && <Dialog texts={texts} openCount={openCount} />}
    </>
  )
}
