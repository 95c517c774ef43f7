'use client'

import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import { WEB_FONT_ATTRIBUTE } from './webFontRules'

/**
 * Fetches the web font after the landing page is shown (the scripts run only then) and switches to it with the
 * next page the visitor opens, when the page changes anyway: switching on the shown page would move its text.
 */
export function WebFont({ family }: { family: string }) {
  const pathname = usePathname()
  const landing = useRef(true)

  useEffect(() => {
    if (document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE)) return
    document.fonts.load(`1em ${family}`).catch(() => undefined)
  }, [family])

  useEffect(() => {
    if (landing.current) {
      landing.current = false
      return
    }
    const name = unquoted(family)
    const loaded = [...document.fonts].some(
      (face) => face.status === 'loaded' && unquoted(face.family) === name,
    )
    if (loaded) document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, '')
  }, [pathname, family])

  return null
}

const unquoted = (family: string) => family.replace(/["']/g, '')
