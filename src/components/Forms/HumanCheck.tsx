'use client'

import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { AltchaWidgetElement } from 'altcha'
import type {} from 'altcha/types/react'
import type { Locale } from '@/i18n/routing'
import { HUMAN_CHECK_POLL_MS } from '@/lib/constants'
import styles from './Forms.module.css'

/** The widget script, served by the site itself (never from another host); inserted only by forms. */
const WIDGET_SCRIPT = '/vendor/altcha.js'
/** Each challenge names its form; a solution is accepted by that form only. */
const challengeUrl = (form: HumanCheckForm) => `/api/captcha/challenge?form=${form}`
/**
 * How long a send waits for a solution (script, challenge and proof of work together) before it counts as
 * failed: far longer than the proof of work takes even on slow phones, but not forever on a dead network.
 */
const SOLUTION_WAIT_MS = 120_000
/** Logo and footer link to altcha.org: hidden, the page links to no other host for this. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true })

/** Every text the widget can show (ALTCHA's `Strings`), from our messages. */
export type HumanCheckStrings = {
  ariaLinkLabel: string
  cancel: string
  enterCode: string
  enterCodeAria: string
  enterCodeFromImage: string
  error: string
  expired: string
  footer: string
  getAudioChallenge: string
  label: string
  loading: string
  reload: string
  verify: string
  verificationRequired: string
  verified: string
  verifying: string
  waitAlert: string
}

export type HumanCheckHandle = {
  /**
   * The widget's payload for the form field `gRecaptchaResponse`: at once when solved, otherwise after the
   * proof of work (started here if it has not started yet, awaited if it is running). Null when it fails.
   */
  solution: () => Promise<string | null>
  /** Back to unsolved: a solution is accepted once, so after every send, successful or not. */
  reset: () => void
}

export type HumanCheckForm = 'contact' | 'whistleblower'

type Props = {
  ref?: Ref<HumanCheckHandle>
  /** The form the solution is for (the challenge is issued for it). */
  form: HumanCheckForm
  locale: Locale
  strings: HumanCheckStrings
  /** Name of the hidden input the widget adds to the form. */
  name?: string
}

type WidgetState = ReturnType<AltchaWidgetElement['getState']>

function widgetAvailable(): boolean {
  return typeof customElements !== 'undefined' && Boolean(customElements.get('altcha-widget'))
}

function insertScriptOnce(): void {
  if (document.querySelector(`script[src="${WIDGET_SCRIPT}"]`)) return
  const script = document.createElement('script')
  script.type = 'module'
  script.src = WIDGET_SCRIPT
  document.head.appendChild(script)
}

/** Resolves with the next state of `widget` that is not `verifying`. */
function settled(widget: AltchaWidgetElement): Promise<WidgetState> {
  return new Promise((resolve) => {
    const onChange = () => {
      const state = widget.getState()
      if (state === 'verifying') return
      widget.removeEventListener('statechange', onChange)
      resolve(state)
    }
    widget.addEventListener('statechange', onChange)
    onChange()
  })
}

/** Resolves with `promise`, or with null after `ms` or when it rejects. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), ms)
    promise.then(
      (value) => {
        window.clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        window.clearTimeout(timer)
        console.error('Human check failed', error)
        resolve(null)
      },
    )
  })
}

/**
 * The ALTCHA human check (self-hosted proof of work), for the contact and the whistleblower form. The script
 * is inserted by the first form of a page visit (never by the layout), the custom element polled for every
 * HUMAN_CHECK_POLL_MS and rendered once it is defined. The proof of work starts when the visitor first focuses
 * a field of the form (`auto="onfocus"`: keyboard and screen-reader users get there too, and nothing runs for
 * visitors who only read) or, at the latest, when the form asks for the solution on submit.
 */
export function HumanCheck({ ref, form, locale, strings, name = 'gRecaptchaResponse' }: Props) {
  const [available, setAvailable] = useState(false)
  const widgetRef = useRef<AltchaWidgetElement | null>(null)
  // The form may ask for a solution before the script has arrived: it waits for the widget's `load`.
  const waiting = useRef<((widget: AltchaWidgetElement) => void)[]>([])
  const texts = useRef({ locale, strings })

  // Our texts, registered under the page's language before the widget first renders (and when they change).
  const register = useCallback(() => {
    globalThis.$altcha?.i18n.set(texts.current.locale, { ...texts.current.strings })
  }, [])

  useEffect(() => {
    texts.current = { locale, strings }
    if (available) register()
  }, [available, locale, strings, register])

  useEffect(() => {
    insertScriptOnce()
    const check = () => {
      if (!widgetAvailable()) return false
      register()
      setAvailable(true)
      return true
    }
    if (check()) return
    const timer = window.setInterval(() => {
      if (check()) window.clearInterval(timer)
    }, HUMAN_CHECK_POLL_MS)
    return () => window.clearInterval(timer)
  }, [register])

  const attach = useCallback((element: HTMLElement | null) => {
    const widget = element as AltchaWidgetElement | null
    widgetRef.current = widget
    if (!widget) return
    const ready = () => {
      for (const resolve of waiting.current.splice(0)) resolve(widget)
    }
    // Its methods exist once the element has set itself up (a microtask after connecting); `load` says so.
    if (typeof widget.getState === 'function') ready()
    else widget.addEventListener('load', ready, { once: true })
  }, [])

  useImperativeHandle(
    ref,
    () => ({
      solution() {
        const solve = async () => {
          // Let a verification that a focus has just started get under way first.
          await new Promise((resolve) => window.setTimeout(resolve, 0))
          const current = widgetRef.current
          const widget =
            current && typeof current.getState === 'function'
              ? current
              : await new Promise<AltchaWidgetElement>((resolve) => waiting.current.push(resolve))
          if ((await settled(widget)) === 'verified') {
            const input = widget.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)
            if (input?.value) return input.value
          }
          const result = await widget.verify()
          return result && widget.getState() === 'verified' ? result.payload : null
        }
        return within(solve(), SOLUTION_WAIT_MS)
      },
      reset() {
        if (typeof widgetRef.current?.reset === 'function') widgetRef.current.reset()
      },
    }),
    [name],
  )

  return (
    <div className={styles.humanCheck} data-testid="human-check">
      {available ? (
        <altcha-widget
          ref={attach}
          challenge={challengeUrl(form)}
          name={name}
          auto="onfocus"
          language={locale}
          configuration={WIDGET_CONFIGURATION}
        />
      ) : (
        <p className={styles.humanCheckLoading}>{strings.loading}</p>
      )}
    </div>
  )
}
