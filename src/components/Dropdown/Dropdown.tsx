'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { DROPDOWN_ANIMATION_MS } from '@/lib/constants'
import { ChevronIcon } from '@/components/Icons/Icons'
import styles from './Dropdown.module.css'

type Props = {
  title: ReactNode
  children: ReactNode
  /** Start open (spec §4 `auto_open`). */
  autoOpen?: boolean
  /** Heading level of the toggle's wrapper, so the dropdown fits the page outline. */
  headingLevel?: 2 | 3 | 4
  className?: string
  testId?: string
}

type Phase = 'open' | 'closed' | 'opening' | 'closing'

/**
 * A disclosure: the toggle is a real button with aria-expanded; the panel's measured height animates in
 * DROPDOWN_ANIMATION_MS, after which its overflow is released (spec §4 "Dropdown").
 */
export function Dropdown({ title, children, autoOpen = false, headingLevel = 3, className, testId }: Props) {
  const [phase, setPhase] = useState<Phase>(autoOpen ? 'open' : 'closed')
  const [height, setHeight] = useState<number | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  const id = useId()
  const open = phase === 'open' || phase === 'opening'
  const Heading = `h${headingLevel}` as const

  useEffect(() => {
    if (phase !== 'opening' && phase !== 'closing') return
    const done = window.setTimeout(
      () => setPhase(phase === 'opening' ? 'open' : 'closed'),
      DROPDOWN_ANIMATION_MS,
    )
    return () => window.clearTimeout(done)
  }, [phase])

  function toggle() {
    const measured = panel.current?.scrollHeight ?? 0
    if (open) {
      // From the current height down to 0: fix the start height first, then collapse on the next frame.
      setHeight(measured)
      setPhase('closing')
      requestAnimationFrame(() => requestAnimationFrame(() => setHeight(0)))
    } else {
      setHeight(measured)
      setPhase('opening')
    }
  }

  const style =
    phase === 'open'
      ? undefined
      : phase === 'closed'
        ? { height: 0 }
        : { height: height ?? 0, transitionDuration: `${DROPDOWN_ANIMATION_MS}ms` }

  return (
    <div
      className={`${styles.dropdown} ${open ? styles.isOpen : ''} ${className ?? ''}`}
      data-testid={testId}
    >
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={toggle}
        >
          <span>{title}</span>
          <span className={styles.chevron}>
            <ChevronIcon />
          </span>
        </button>
      </Heading>
      <div
        id={id}
        ref={panel}
        className={`${styles.panel} ${phase === 'open' ? styles.settled : ''} ${phase === 'closed' ? styles.closed : ''}`}
        style={style}
      >
        <div className={styles.inner}>{children}</div>
      </div>
    </div>
  )
}
