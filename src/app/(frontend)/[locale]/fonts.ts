import localFont from 'next/font/local'

/** Self-hosted Source Sans 3 (variable); no font request leaves the site. */
export const sans = localFont({
  // The Latin subset (U+0000–00FF and punctuation) holds German and English; latin-ext would add 60 kB.
  src: '../../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  style: 'normal',
  weight: '200 900',
  variable: '--font-sans',
  // Not on the first paint of a visit (src/components/WebFont): no preload, and 'optional' so that a page never
  // swaps fonts while it is shown (a late swap moved the page below the header: Lighthouse CLS 0.03–0.07).
  display: 'optional',
  preload: false,
  // The size-matched fallback is declared in src/styles/globals.css: next/font's own finds only local('Arial'),
  // which Linux lacks; there the landing page fell through to system-ui (DejaVu Sans), whose wide digits
  // overflowed the home counter's circles. next/font writes these names unquoted: no word may start with a digit.
  adjustFontFallback: false,
  fallback: ['Source Sans Fallback', 'system-ui', 'Arial', 'sans-serif'],
})
