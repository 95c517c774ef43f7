'use client'

import { useId, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react'
import { COUNTS } from '@/lib/constants'
import { useHydrated } from '@/lib/use-hydrated'
import styles from './WaveGraphic.module.css'

type WavePoint = { title: string; text: string }
/** `contact`: the last point's link to the contact page, rendered by the server (no button code in the browser). */
type Props = { points: WavePoint[]; contact: ReactNode }

/** y of the wave (0–100 % of the graphic's height) at x (0–100 %). */
function waveY(x: number): number {
  // Rounded: server and browser may differ in the last digits of Math.sin, which would break hydration.
  return Math.round((50 - 32 * Math.sin((x / 100) * Math.PI * 3)) * 100) / 100
}

const WAVE_PATH = Array.from(
  { length: 101 },
  (_, x) => `${x === 0 ? 'M' : 'L'}${x * 10} ${waveY(x) * 2}`,
).join(' ')

/** What was open when a pointer pressed a marker: a tap's focus opens the popup before its click arrives. */
type Press = { index: number; wasOpen: boolean; mouse: boolean }

/**
 * Wave line with seven points (spec §2 home, §4 "Wave graphic"). A point's popup opens on mouse hover, on
 * keyboard focus and on tap; it closes when the mouse or focus leaves point and popup, on a second tap or
 * click, or on Escape; the point and the line turn green while it is open. The last point's popup links to
 * the contact page.
 */
export function WaveGraphic({ points, contact }: Props) {
  const [open, setOpen] = useState<number | null>(null)
  const id = useId()
  const shown = points.slice(0, COUNTS.wavePoints)
  const hydrated = useHydrated()
  const press = useRef<Press | null>(null)

  // A tap fires focus (opens) and then click: the click must not undo the open. A mouse has opened it by
  // hovering, so its click keeps it open; a tap on a point that was open before closes it; keys toggle.
  function clickMarker(index: number) {
    const pressed = press.current?.index === index ? press.current : null
    press.current = null
    if (pressed?.mouse) setOpen(index)
    else if (pressed) setOpen(pressed.wasOpen ? null : index)
    else setOpen((current) => (current === index ? null : index))
  }

  function hover(index: number, event: PointerEvent, entering: boolean) {
    if (event.pointerType !== 'mouse') return
    setOpen((current) => (entering ? index : current === index ? null : current))
  }

  function leaveFocus(index: number, event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      setOpen((current) => (current === index ? null : current))
  }

  return (
    <div
      className={`${styles.graphic} ${open !== null ? styles.active : ''}`}
      data-testid="wave-graphic"
      data-hydrated={hydrated}
    >
      <svg
        className={styles.line}
        viewBox="0 0 1000 200"
        preserveAspectRatio="none"
        aria-hidden
        focusable={false}
      >
        <path d={WAVE_PATH} />
      </svg>
      {shown.map((point, index) => {
        const x = Math.round(((index + 0.5) / shown.length) * 10000) / 100
        const y = waveY(x)
        const isOpen = open === index
        const popupId = `${id}-popup-${index}`
        return (
          <div
            key={index}
            className={styles.point}
            style={{ left: `${x}%`, top: `${y}%`, ['--x' as string]: x, ['--y' as string]: y }}
            onPointerEnter={(event) => hover(index, event, true)}
            onPointerLeave={(event) => hover(index, event, false)}
            onFocus={() => setOpen(index)}
            onBlur={(event) => leaveFocus(index, event)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(null)
            }}
            data-open={isOpen}
          >
            <button
              type="button"
              className={styles.marker}
              aria-expanded={isOpen}
              aria-controls={isOpen ? popupId : undefined}
              onPointerDown={(event) => {
                press.current = { index, wasOpen: isOpen, mouse: event.pointerType === 'mouse' }
              }}
              onClick={() => clickMarker(index)}
            >
              <span aria-hidden>{index + 1}</span>
              <span className="visually-hidden">{point.title}</span>
            </button>
            {isOpen && (
              <div id={popupId} className={styles.popup} role="region" aria-label={point.title}>
                <h3 className={styles.title}>{point.title}</h3>
                <p className={styles.text}>{point.text}</p>
                {index === shown.length - 1 && contact}
              </div>
            )}
          </div>
        )
      })}
    </div>
  )
}
