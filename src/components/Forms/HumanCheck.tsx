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
/** How often a send tries the proof of work before it tells the visitor (who may then try again). */
const SOLUTION_ATTEMPTS = 3
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

export type HumanCheckForm = 'contact' | 'whistleblower' | 'application'

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
 * The ALTCHA human check (self-hosted proof of work), for the public forms (PublicForm). The script
 * is inserted when the visitor first focuses or touches the form (never by the layout, never for visitors who
 * only read; keyboard and screen-reader users get there too) or, at the latest, when the form asks for the
 * solution on submit. The custom element is then polled for every HUMAN_CHECK_POLL_MS, rendered once it is
 * defined and starts the proof of work; after a reset, the next focus on a field starts it (`auto="onfocus"`).
 */
export function HumanCheck({ ref, form, locale, strings, name = 'gRecaptchaResponse' }: Props) {
  const [wanted, setWanted] = useState(false)
  const [available, setAvailable] = useState(false)
  const placeRef = useRef<HTMLDivElement | null>(null)
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

  // The script (about 35 kB) arrives with the visitor's first touch of the form, not with the page: readers
  // never load it, and the page's first load stays within its JavaScript budget.
  useEffect(() => {
    if (!wanted) return
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
  }, [wanted, register])

  useEffect(() => {
    const formElement = placeRef.current?.closest('form')
    if (!formElement || wanted) return
    const want = () => setWanted(true)
    formElement.addEventListener('focusin', want, { once: true })
    formElement.addEventListener('pointerdown', want, { once: true })
    return () => {
      formElement.removeEventListener('focusin', want)
      formElement.removeEventListener('pointerdown', want)
    }
  }, [wanted])

  const attach = useCallback((element: HTMLElement | null) => {
    const widget = element as AltchaWidgetElement | null
    widgetRef.current = widget
    if (!widget) return
    const ready = () => {
      for (const resolve of waiting.current.splice(0)) resolve(widget)
    }
    const start = () => {
      ready()
      // It appears because the visitor has just turned to the form: the proof of work starts now, not with
      // the next focus.
      if (widget.getState() === 'unverified') void widget.verify()
    }
    // Its methods exist once the element has set itself up (a microtask after connecting); `load` says so.
    if (typeof widget.getState === 'function') start()
    else widget.addEventListener('load', start, { once: true })
  }, [])

  useImperativeHandle(
    ref,
    () => ({
      solution() {
        setWanted(true)
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
          // A proof of work may fail now and then ("Failed to find solution"): tried again with a new challenge.
          for (let attempt = 1; attempt <= SOLUTION_ATTEMPTS; attempt++) {
            if (attempt > 1) widget.reset()
            const result = await widget.verify().catch((error: unknown) => {
              console.error(`Human check: attempt ${attempt} failed`, error)
              return null
            })
            if (result && widget.getState() === 'verified') return result.payload
          }
          return null
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
    <div ref={placeRef} className={styles.humanCheck} data-testid="human-check">
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
        // The widget's look until its script is there: the checkbox beside the label, not a bare box.
        <p className={styles.humanCheckLoading}>
          <span className={styles.humanCheckBox} data-testid="human-check-box" aria-hidden />
          {wanted ? strings.loading : strings.label}
        </p>
      )}
    </div>
  )
}
