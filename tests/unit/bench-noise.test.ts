import { describe, expect, it } from 'vitest'
import { compare, median, roundRatios } from '../../scripts/bench-noise'

describe('bench noise: a difference against what identical set-ups differ by in the same run', () => {
  it('takes the median of the rounds, odd and even', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(roundRatios([10, 20], [5, 40])).toEqual([2, 0.5])
  })

  it('calls a cost the A/A rounds cover within noise', () => {
    // Identical set-ups swung ±5 % from round to round; counting measured 1 % slower.
    const aa = [1.05, 0.95, 1.04, 0.96, 1.0]
    const result = compare([99, 99, 99, 99, 99], [100, 100, 100, 100, 100], aa, 'one process')
    expect(result.ratio).toBeCloseTo(0.99)
    expect(result.noise).toBeGreaterThan(0.01)
    expect(result.withinNoise).toBe(true)
  })

  it('calls a cost outside noise when the identical set-ups agree more closely than the cost', () => {
    const aa = [1.005, 0.995, 1.0, 1.004, 0.996]
    const result = compare([90, 91, 89, 90, 90], [100, 100, 100, 100, 100], aa, 'one process')
    expect(result.ratio).toBeCloseTo(0.9)
    expect(result.withinNoise).toBe(false)
  })

  it('between two processes, counts what the identical ones differed by throughout as noise too', () => {
    // The second uncounting process was 15 % slower in every round, steadily: a 10 % difference is no finding.
    const aa = [0.85, 0.84, 0.86, 0.85]
    const measured = [90, 90, 90, 90]
    const reference = [100, 100, 100, 100]
    expect(compare(measured, reference, aa, 'one process').withinNoise).toBe(false)
    const across = compare(measured, reference, aa, 'two processes')
    expect(across.noise).toBeGreaterThan(0.15)
    expect(across.withinNoise).toBe(true)
  })

  it('needs two A/A rounds to know any noise', () => {
    expect(() => compare([1], [1], [1], 'one process')).toThrow(/two A\/A rounds/)
  })
})
