'use client'

import { useEffect, useState, type ComponentType } from 'react'
import type { PromoPopupProps } from './PromoPopup'

/**
 * The promotional popup's place on every page. Its rules (popupSchedule) and the popup itself are loaded
 * after hydration, so a page's first load carries only this; the delay still counts from the page load.
 */
export function PopupTrigger(props: PromoPopupProps) {
  const [Popup, setPopup] = useState<ComponentType<PromoPopupProps> | null>(null)
  const { cookieName, heading, startDate, endDate } = props

  useEffect(() => {
    const loadedAt = Date.now()
    let cancel: (() => void) | undefined
    let live = true
    import('./popupSchedule').then(({ schedulePopup }) => {
      if (live)
        cancel = schedulePopup({ cookieName, heading, startDate, endDate }, loadedAt, (popup) =>
          setPopup(() => popup),
        )
    })
    return () => {
      live = false
      cancel?.()
    }
  }, [cookieName, heading, startDate, endDate])

  return Popup ? <Popup {...props} /> : null
}
