/**
 * Whether a difference measured on a shared machine is more than its noise (scripts/bench-proxy.ts). Each side
 * is measured once per round, the sides of a round in turn, so a round's ratio compares runs made within a
 * minute. The noise comes from the same run: two identical set-ups measured alike (A/A), whose rounds' ratios
 * would all be 1 on a quiet machine.
 */

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Each round's `a / b`. */
export const roundRatios = (a: readonly number[], b: readonly number[]) => a.map((value, i) => value / b[i])

const standardDeviation = (values: readonly number[]) => {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1))
}

export interface Comparison {
  /** The median of the rounds' ratios: the difference measured. */
  ratio: number
  /** How far from 1 the ratio may lie with no difference at all (see `compare`). */
  noise: number
  withinNoise: boolean
}

/**
 * `measured / reference`, round by round, against the noise of `aa` (each round's ratio of two identical
 * processes). The rounds' swing: two standard errors of a median of that many rounds (1.253 σ / √n, σ the A/A
 * rounds' spread), which identical set-ups exceed by chance about 1 run in 20. Between two processes, also
 * what the identical ones differed by throughout (the A/A's median apart from 1): identical Node.js processes
 * can keep a speed of their own for a whole run (one was 16 % slower than its twin at the median of six rounds).
 */
export function compare(
  measured: readonly number[],
  reference: readonly number[],
  aa: readonly number[],
  between: 'two processes' | 'one process',
): Comparison {
  if (aa.length < 2) throw new Error('the noise needs at least two A/A rounds')
  const ratio = median(roundRatios(measured, reference))
  const swing = (2 * 1.253 * standardDeviation(aa)) / Math.sqrt(aa.length)
  const noise = swing + (between === 'two processes' ? Math.abs(median(aa) - 1) : 0)
  return { ratio, noise, withinNoise: Math.abs(ratio - 1) <= noise }
}
