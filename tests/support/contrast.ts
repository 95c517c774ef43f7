/** WCAG 2.x contrast math for the browser tests that measure text over pictures. */

export type Rgb = readonly [number, number, number]

/** `rgb(…)`/`rgba(…)` as getComputedStyle reports a colour (alpha is ignored). */
export function parseRgb(css: string): Rgb {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(css.trim())
  if (!match) throw new Error(`not an rgb() colour: ${css}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance (WCAG 2.2, 1.4.3), 0 for black to 1 for white. */
export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** Contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The lowest contrast of a text colour against any pixel of its background: raw RGB(A) bytes, `channels` per
 * pixel. Both the lightest and the darkest pixel are candidates, so it holds for light and dark text alike.
 */
export function worstContrast(text: Rgb, pixels: Uint8Array, channels: number): number {
  let lightest = -1
  let darkest = 2
  let lightestPixel: Rgb = [0, 0, 0]
  let darkestPixel: Rgb = [0, 0, 0]
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const pixel: Rgb = [pixels[i], pixels[i + 1], pixels[i + 2]]
    const luminance = relativeLuminance(pixel)
    if (luminance > lightest) [lightest, lightestPixel] = [luminance, pixel]
    if (luminance < darkest) [darkest, darkestPixel] = [luminance, pixel]
  }
  if (lightest < 0) throw new Error('no pixels')
  return Math.min(contrastRatio(text, lightestPixel), contrastRatio(text, darkestPixel))
}
