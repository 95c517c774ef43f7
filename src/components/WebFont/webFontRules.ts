/**
 * The web font stays out of the first paint of a visit: the page a visitor lands on is drawn in the
 * size-matched fallback and fetches the font once it is shown; from the next page on (a click within the site,
 * or a page opened from one of ours) the text is in the web font. Measured with bench:lighthouse: the font on
 * the first paint cost about 0.3 s of LCP (docs/operations.md, "Performance").
 */
export const WEB_FONT_ATTRIBUTE = 'data-web-font'

/** Runs in <head> before the first paint: a page opened from another page of the site finds the font cached. */
export const WEB_FONT_FROM_OUR_PAGES = `try{var r=document.referrer;if(r&&new URL(r).origin===location.origin)document.documentElement.setAttribute('${WEB_FONT_ATTRIBUTE}','')}catch(e){}`

/** next/font's family list (`'sans', 'Source Sans Fallback', …`) as the web font and its fallback. */
export function fontFamilies(fontFamily: string): { web: string; fallback: string } {
  const [web = '', ...fallback] = fontFamily.split(',').map((family) => family.trim())
  return { web, fallback: fallback.join(', ') }
}
