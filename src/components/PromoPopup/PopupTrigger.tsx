'use client'

import { useEffect, useState, type ComponentType } from 'react'
import { readCookie } from '@/lib/cookies'
import { POPUP_DELAY_MS } from '@/lib/constants'
import { localDay, popupDecision } from './popupDecision'
import type { PromoPopupProps } from './PromoPopup'

/**
 * Decides on every page whether the promotional popup is due (spec §4: today within its window, its cookie
 * not 'true') and shows it POPUP_DELAY_MS after load. The popup itself is loaded only when it is due, so
 * the pages' first load carries just this decision.
 */
export function PopupTrigger(props: PromoPopupProps) {
  const { cookieName, heading, startDate, endDate } = props
  const [Popup, setPopup] = useState<ComponentType<PromoPopupProps> | null>(null)

  useEffect(() => {
    const today = localDay(new Date())
    const decision = popupDecision({
      enabled: true,
      heading,
      cookieName,
      startDate,
      endDate,
      today,
      cookie: readCookie(cookieName),
    })
    if (decision === 'missing-dates')
      console.error(`Popup "${cookieName}": start and end date are both required; it stays hidden.`)
    if (decision === 'outside-window')
      console.warn(`Popup "${cookieName}": ${today} is outside ${startDate} – ${endDate}; it stays hidden.`)
    if (decision !== 'show') return
    let live = true
    const loaded = import('./PromoPopup')
    const timer = window.setTimeout(() => {
      loaded.then((module) => live && setPopup(() => module.default)).catch((error) => console.error(error))
    }, POPUP_DELAY_MS)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [cookieName, heading, startDate, endDate])

  return Popup ? <Popup {...props} /> : null
}
