import { SOLUTIONS, type Solution } from './paths'

/**
 * Solution preview cards of the home page (spec §2): a card shows only when its flag is set, and the
 * all-pages flag turns all of them on. Order is always the spec's.
 */
export function visibleSolutions(settings: {
  showAllSolutions: boolean
  solutions: readonly string[]
}): Solution[] {
  if (settings.showAllSolutions) return [...SOLUTIONS]
  return SOLUTIONS.filter((slug) => settings.solutions.includes(slug))
}
