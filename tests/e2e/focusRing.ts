import type { Page } from '@playwright/test'
import { contrastRatio, type Rgb } from '../support/contrast'

/** The focused element, how well its focus indicator stands out from what surrounds it, and where it is. */
export type FocusStop = {
  /** Tag, id and name: enough to find it in a failure message. */
  name: string
  /** The best contrast of a focus ring (outline or box-shadow, at least 2 px wide) against its background. */
  contrast: number
  /** Inside the modal that is open (a modal dialog, the drawer), or no modal is open. */
  inOpenModal: boolean
  /** Nothing in the page is focused (the focus went on to the browser). */
  onBody: boolean
}

type Ring = { color: Rgb; background: Rgb }

/**
 * Reads the focused element of the page: its focus rings (outline, and box-shadow spreads of 2 px or more:
 * WCAG 2.4.13's minimum area), each with the background it is drawn on (the element's own for a ring inside
 * it, else its parent's: the nearest opaque ancestor background, translucent ones laid over it), and whether
 * it lies inside an open modal.
 */
export async function focusStop(page: Page): Promise<FocusStop> {
  const found = await page.evaluate(() => {
    const rgba = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number)
      return [r, g, b, a]
    }
    const background = (from: Element | null): [number, number, number] => {
      const layers: number[][] = []
      for (let node = from; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor)
        if (layer[3] > 0) layers.push(layer)
        if (layer[3] >= 1) break
      }
      return layers.reduceRight<[number, number, number]>(
        (under, [r, g, b, a]) => [
          r * a + under[0] * (1 - a),
          g * a + under[1] * (1 - a),
          b * a + under[2] * (1 - a),
        ],
        [255, 255, 255],
      )
    }
    let focused = document.activeElement ?? document.body
    // Into a widget's shadow DOM (the human check's checkbox).
    while (focused.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement
    // A card may show the focus of the link inside it (:focus-within) instead of the link itself.
    const ringed = (node: Element) => {
      const style = getComputedStyle(node)
      return style.outlineStyle !== 'none' || style.boxShadow !== 'none'
    }
    let element = focused
    while (
      !ringed(element) &&
      element.parentElement?.matches(':focus-within') &&
      element.parentElement !== document.body
    )
      element = element.parentElement
    const style = getComputedStyle(element)
    const rings: { color: [number, number, number]; background: [number, number, number] }[] = []
    const add = (color: string, inset: boolean) => {
      const [r, g, b, a] = rgba(color)
      if (a >= 1)
        rings.push({ color: [r, g, b], background: background(inset ? element : element.parentElement) })
    }
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2)
      add(style.outlineColor, parseFloat(style.outlineOffset) < 0)
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = shadow.match(/rgba?\([^)]*\)/)?.[0]
      const lengths = (shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat)
      if (color && (lengths[3] ?? 0) >= 2) add(color, shadow.includes('inset'))
    }
    const modal = document.querySelector('dialog:modal, [data-modal-open="true"]')
    const label = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? ''
    return {
      name: `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''} "${label}"`,
      rings,
      inOpenModal: !modal || modal.contains(focused),
      onBody: focused === document.body,
    }
  })
  const contrast = Math.max(0, ...found.rings.map((ring: Ring) => contrastRatio(ring.color, ring.background)))
  return {
    name: found.name,
    contrast: Math.round(contrast * 100) / 100,
    inOpenModal: found.inOpenModal,
    onBody: found.onBody,
  }
}

/** WCAG 2.4.11/2.4.13: a focus indicator's contrast against what surrounds it. */
const MIN_FOCUS_CONTRAST = 3

/** Tabs through the page from the top, at most `limit` stops, until the focus comes back round to the start. */
export async function walk(page: Page, limit: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = []
  for (let index = 0; index < limit; index++) {
    await page.keyboard.press('Tab')
    const stop = await focusStop(page)
    if (stop.onBody || (index > 0 && stop.name === stops[0].name)) break
    stops.push(stop)
  }
  return stops
}

export function focusFaults(stops: FocusStop[]): string[] {
  return stops.flatMap((stop) => [
    ...(stop.contrast < MIN_FOCUS_CONTRAST ? [`${stop.name}: focus contrast ${stop.contrast}`] : []),
    ...(stop.inOpenModal ? [] : [`${stop.name}: focused behind an open modal`]),
  ])
}
