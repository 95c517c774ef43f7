import { describe, expect, it } from 'vitest'
import { visibleSolutions } from '@/lib/home'
import { SOLUTIONS } from '@/lib/paths'

describe('visibleSolutions (home solution cards)', () => {
  it('shows only the flagged solutions, in the spec order', () => {
    expect(visibleSolutions({ showAllSolutions: false, solutions: ['it', 'leitsysteme'] })).toEqual([
      'leitsysteme',
      'it',
    ])
  })

  it('shows none when no flag is set', () => {
    expect(visibleSolutions({ showAllSolutions: false, solutions: [] })).toEqual([])
  })

  it('shows all seven when the all-pages flag is set, whatever else is flagged', () => {
    expect(visibleSolutions({ showAllSolutions: true, solutions: [] })).toEqual([...SOLUTIONS])
    expect(visibleSolutions({ showAllSolutions: true, solutions: ['it'] })).toHaveLength(7)
  })

  it('ignores unknown flags', () => {
    expect(
      visibleSolutions({ showAllSolutions: false, solutions: ['kaffeemaschine', 'reparaturen'] }),
    ).toEqual(['reparaturen'])
  })
})
