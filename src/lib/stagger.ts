import type { CSSProperties } from 'react'

/**
 * Animation delay of the index-th item of a staggered card grid or list (spec §9: news cards 0.2 s,
 * project previews 0.05 s, lists 1 s delay then 0.2 s steps). Pair it with the global class
 * `stagger-item`; under prefers-reduced-motion nothing moves (globals.css).
 */
export function staggerStyle(index: number, stepS: number, delayS = 0): CSSProperties {
  return { animationDelay: `${(delayS + index * stepS).toFixed(2)}s` }
}
