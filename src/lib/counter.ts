/** Time since the counter start (spec §2 home, §9): whole seconds and days, and the calendar-year difference. */
export type Elapsed = { seconds: number; days: number; years: number }

const MS_PER_DAY = 86_400_000

export function elapsedSince(start: Date, now: Date): Elapsed {
  const ms = Math.max(0, now.getTime() - start.getTime())
  return {
    seconds: Math.floor(ms / 1000),
    days: Math.floor(ms / MS_PER_DAY),
    // Spec §9: years are the difference of the calendar years, not completed years.
    years: Math.max(0, now.getFullYear() - start.getFullYear()),
  }
}
