'use client'

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react'
import { flushSync } from 'react-dom'
import type { Snapshot } from './formTransfer'
import { TypedBefore } from './typedBefore'

/**
 * What counts as using a form: its code is fetched then. Focus comes first for a tap, a click or the Tab key;
 * the others cover a form used while the focus was already in it.
 */
const USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'dragenter'] as const

/** The wrapper takes no box of its own: the form lays out as if it stood alone. */
const NO_BOX: CSSProperties = { display: 'contents' }
/** Hydrated as it is: React leaves the children of an element with inner HTML alone. */
const AS_SENT = { __html: '' }

/** Something typed, picked or chosen (a file's value is its name) differs from what the server's HTML holds. */
const changed = (form: HTMLFormElement) =>
  Array.from(form.elements).some((element) =>
    element instanceof HTMLSelectElement
      ? element.selectedIndex !==
        Math.max(
          0,
          Array.from(element.options).findIndex((option) => option.defaultSelected),
        )
      : element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
        ? element.checked !== element.defaultChecked
        : (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
          element.value !== element.defaultValue,
  )

/** Resolves when `shown` is first used; at once when something was typed or chosen before the scripts ran. */
function firstUse(shown: HTMLFormElement, signal: AbortSignal): Promise<void> {
  if (changed(shown) || shown.contains(document.activeElement)) return Promise.resolve()
  return new Promise((resolve) => {
    const use = (event: Event) => {
      if (event.target instanceof Node && shown.contains(event.target)) resolve()
    }
    for (const type of USE_EVENTS) document.addEventListener(type, use, { capture: true, signal })
  })
}

/**
 * Until the form's code runs: a send waits for it (PublicForm sends it then, `data-send-waiting`) instead of
 * posting the page, and the button, disabled in the server's HTML against exactly that post, is enabled; leaving
 * with something typed waits for the form's own leave guard: a link clicked is held (and clicked again once the
 * form runs, returned here), a reload or closing the tab asks.
 */
function guardServerForm(shown: HTMLFormElement, signal: AbortSignal): { link: HTMLAnchorElement | null } {
  const held: { link: HTMLAnchorElement | null } = { link: null }
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target !== shown) return
      event.preventDefault()
      shown.setAttribute('data-send-waiting', '')
    },
    { capture: true, signal },
  )
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null
      if (!link || shown.contains(link) || !changed(shown)) return
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      if (link.target && link.target !== '_self') return
      event.preventDefault()
      event.stopImmediatePropagation()
      held.link = link
    },
    { capture: true, signal },
  )
  window.addEventListener(
    'beforeunload',
    (event) => {
      if (!changed(shown)) return
      event.preventDefault()
      event.returnValue = ''
    },
    { signal },
  )
  const button = shown.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (button) button.disabled = false
  return held
}

const loaded = new Map<string, ComponentType<never>>()

/**
 * A public form whose code is fetched at its first use (issue 58: the site's own first-load JavaScript). The
 * server renders the whole form (`onServer`: the component itself; null in the browser's bundle). In the browser
 * that HTML stays as sent, untouched by React, until the visitor first uses the form; then the code is fetched
 * and React renders the form in its place, in one step, with what was typed, picked, chosen and focused meanwhile
 * carried over, and a send made meanwhile sent. Within the site (no server HTML) the code is fetched at once.
 * The form's stylesheets are imported by the server component around it, so that they come with the page.
 * Callers pass `typeof window === 'undefined' ? require('./Form').Form : null` as `onServer`: the bundler decides
 * `typeof window`, and the browser's bundle drops that branch and with it the form's code (a lazy component would
 * suspend on the server's first render, and React would send the form at the page's end, moved by a script).
 */
export function lazyForm<Props extends object>(
  /** The form's name, for the log and the code already fetched within the visit. */
  form: string,
  onServer: ComponentType<Props> | null,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  function LazyForm(props: Props) {
    const [Form, setForm] = useState<ComponentType<Props> | null>(
      () => onServer ?? (loaded.get(form) as ComponentType<Props> | undefined) ?? null,
    )
    const [typedBefore, setTypedBefore] = useState(false)
    const island = useRef<HTMLDivElement>(null)
    const carried = useRef<{
      transfer: typeof import('./formTransfer')
      snapshot: Snapshot
      link: HTMLAnchorElement | null
    } | null>(null)

    useEffect(() => {
      if (Form) return
      const stop = new AbortController()
      const shown = island.current?.querySelector('form') ?? null
      const held = shown ? guardServerForm(shown, stop.signal) : null
      ;(shown ? firstUse(shown, stop.signal) : Promise.resolve())
        .then(() => Promise.all([load(), import('./formTransfer')]))
        .then(([component, transfer]) => {
          loaded.set(form, component as ComponentType<never>)
          if (stop.signal.aborted) return
          carried.current = shown
            ? { transfer, snapshot: transfer.snapshotOf(shown), link: held?.link ?? null }
            : null
          stop.abort()
          flushSync(() => {
            setTypedBefore(shown ? changed(shown) : false)
            setForm(() => component)
          })
        })
        .catch((error) => console.error(`${form} form: its code did not load`, error))
      return () => stop.abort()
    }, [Form])

    // The fields before the form's effects read them; the focus and a held link after.
    useLayoutEffect(() => {
      const made = island.current?.querySelector('form')
      if (Form && made && carried.current)
        carried.current.transfer.restoreFields(made, carried.current.snapshot)
    }, [Form])
    useEffect(() => {
      const made = island.current?.querySelector('form')
      if (Form && made && carried.current) {
        carried.current.transfer.restoreFocus(made, carried.current.snapshot)
        // Clicked while the code was on its way: now the form's leave guard decides.
        carried.current.link?.click()
      }
      carried.current = null
    }, [Form])

    return Form ? (
      <div ref={island} style={NO_BOX}>
        <TypedBefore.Provider value={typedBefore}>
          <Form {...props} />
        </TypedBefore.Provider>
      </div>
    ) : (
      <div ref={island} style={NO_BOX} dangerouslySetInnerHTML={AS_SENT} suppressHydrationWarning />
    )
  }
  return LazyForm
}
