import localFont from 'next/font/local'

/** Self-hosted Source Sans 3 (variable); no font request leaves the site. */
export const sans = localFont({
  // The Latin subset (U+0000–00FF and punctuation) holds German and English; latin-ext would add 60 kB.
  src: '../../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  style: 'normal',
  weight: '200 900',
  variable: '--font-sans',
  display: 'swap',
  // Not preloaded: text paints at once in the size-matched fallback and swaps when the font arrives; a preload
  // put the font's 30 kB before the first paint on a slow line (bench:lighthouse, README "Performance").
  preload: false,
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
