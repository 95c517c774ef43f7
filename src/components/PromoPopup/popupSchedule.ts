import type { ComponentType } from 'react'
import { readCookie } from '@/lib/cookies'
import { POPUP_DELAY_MS } from '@/lib/constants'
import { localDay, popupDecision } from '@/lib/popup'
import type { PromoPopupProps } from './PromoPopup'

/**
 * Decides whether the promotional popup is due (spec §4: today within its window, its cookie not 'true'),
 * logs why not when its dates are missing or out of range, and hands the popup over POPUP_DELAY_MS after
 * `loadedAt`. Returns a function that cancels it.
 */
export function schedulePopup(
  props: Pick<PromoPopupProps, 'cookieName' | 'heading' | 'startDate' | 'endDate'>,
  loadedAt: number,
  show: (popup: ComponentType<PromoPopupProps>) => void,
): () => void {
  const { cookieName, heading, startDate, endDate } = props
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
  if (decision !== 'show') return () => {}
  let live = true
  const loaded = import('./PromoPopup')
  const reveal = () =>
    loaded.then((module) => live && show(module.default)).catch((error) => console.error(error))
  // These rules load after hydration; when that took the whole delay already, the popup is due now.
  const delay = loadedAt + POPUP_DELAY_MS - Date.now()
  let timer: number | undefined
  if (delay > 0) timer = window.setTimeout(reveal, delay)
  else void reveal()
  return () => {
    live = false
    window.clearTimeout(timer)
  }
}
