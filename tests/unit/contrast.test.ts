import { describe, expect, it } from 'vitest'
import { contrastRatio, parseRgb, relativeLuminance, worstContrast } from '../support/contrast'

describe('contrast math (WCAG 2.x)', () => {
  it('reads the colours getComputedStyle reports', () => {
    expect(parseRgb('rgb(245, 196, 0)')).toEqual([245, 196, 0])
    expect(parseRgb('rgba(11, 37, 69, 0.85)')).toEqual([11, 37, 69])
    expect(() => parseRgb('transparent')).toThrow()
  })

  it('gives black 0 and white 1 as luminance', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0)
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10)
  })

  it('matches known ratios, in either order', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5)
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    // #767676 is the lightest grey that passes AA on white, #777777 just fails.
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeLessThan(4.5)
    expect(contrastRatio([40, 40, 40], [40, 40, 40])).toBe(1)
  })

  it('takes the worst pixel of the background, for light and for dark text', () => {
    const navy = [11, 37, 69]
    const lightGrey = [220, 220, 220]
    const rgba = new Uint8Array([...navy, 255, ...lightGrey, 255, ...navy, 255])
    expect(worstContrast([255, 255, 255], rgba, 4)).toBeCloseTo(
      contrastRatio([255, 255, 255], [220, 220, 220]),
      10,
    )
    expect(worstContrast([0, 0, 0], new Uint8Array([...navy, ...lightGrey]), 3)).toBeCloseTo(
      contrastRatio([0, 0, 0], [11, 37, 69]),
      10,
    )
    expect(() => worstContrast([0, 0, 0], new Uint8Array(), 3)).toThrow()
  })
})
