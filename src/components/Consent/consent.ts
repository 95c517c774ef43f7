'use client'

import { useSyncExternalStore } from 'react'
import { MAP_CONSENT_COOKIE, VIDEO_CONSENT_COOKIE } from '@/lib/constants'
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies'

/**
 * The visitor's consent per third-party service (design §8), kept in session cookies so that a choice holds
 * on every page until the browser closes. Pages are cached for everyone, so the server always renders the
 * "not yet" state and the browser reads the cookie after hydration.
 */
export type ConsentService = 'map' | 'video'

export const CONSENT_SERVICES: readonly ConsentService[] = ['map', 'video']

const COOKIES: Record<ConsentService, string> = { map: MAP_CONSENT_COOKIE, video: VIDEO_CONSENT_COOKIE }
const CHANGE_EVENT = 'consent-change'

function hasConsent(service: ConsentService): boolean {
  return readCookie(COOKIES[service]) === 'true'
}

export function setConsent(service: ConsentService, granted: boolean): void {
  if (granted) writeCookie(COOKIES[service], 'true')
  else deleteCookie(COOKIES[service])
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CHANGE_EVENT, onChange)
}

export function useConsent(service: ConsentService): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasConsent(service),
    () => false,
  )
}
