'use client'

import { useEffect, useState } from 'react'
import { COUNTER_REFRESH_MS, COUNTER_START, STAGGER } from '@/lib/constants'
import { staggerStyle } from '@/lib/stagger'
import { elapsedSince, formatCount, type Elapsed } from '@/lib/counter'
import type { Locale } from '@/i18n/routing'
import styles from './Home.module.css'

type Props = {
  locale: Locale
  labels: { seconds: string; days: string; years: string }
  /** The server's count at render time, replaced by the live one as soon as the page runs. */
  initial: Elapsed
}

const start = new Date(COUNTER_START)

/** Seconds, days and years since 7 Feb 1983, refreshed every second (spec §2 home, §9). */
export function LiveCounter({ locale, labels, initial }: Props) {
  const [elapsed, setElapsed] = useState(initial)

  useEffect(() => {
    const tick = () => setElapsed(elapsedSince(start, new Date()))
    tick()
    const timer = window.setInterval(tick, COUNTER_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [])

  const items = [
    { key: 'seconds', value: elapsed.seconds, label: labels.seconds },
    { key: 'days', value: elapsed.days, label: labels.days },
    { key: 'years', value: elapsed.years, label: labels.years },
  ] as const

  return (
    <ul className={styles.counter}>
      {items.map((item, index) => (
        <li
          key={item.key}
          className={`${styles.circle} stagger-item`}
          style={{
            ...staggerStyle(index, STAGGER.numberCirclesS),
            animationDuration: `${STAGGER.numberCircleDurationS}s`,
          }}
        >
          {/* The seconds change every second: a timer role keeps screen readers from announcing each tick. */}
          <span className={styles.number} role="timer" data-testid={`counter-${item.key}`}>
            {formatCount(item.value, locale)}
          </span>
          <span className={styles.unit}>{item.label}</span>
        </li>
      ))}
    </ul>
  )
}
