import localFont from 'next/font/local'

/** Self-hosted Source Sans 3 (variable); no font request leaves the site. */
export const sans = localFont({
  // The Latin subset (U+0000–00FF and punctuation) holds German and English; latin-ext would add 60 kB.
  src: '../../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  style: 'normal',
  weight: '200 900',
  variable: '--font-sans',
  // 'optional': the font is used when it is there for the first paint (preloaded, and cached after the first
  // page), otherwise that page stays in the size-matched fallback. A late swap moved the page below the header
  // (Lighthouse CLS 0.03–0.07 once the scripts no longer held the first paint; README "Performance").
  display: 'optional',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
