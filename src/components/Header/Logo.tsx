/** The wordmark's words as drawn; they are also the picture's name. */
const LOGO_WORDS = ['Sekundenwerk', 'Kommunikationstechnik'] as const

/**
 * Their widths in the web font. The page a visitor lands on draws them in the fallback font (src/components/WebFont),
 * which is wider: held to these widths, the words fit the picture in either font instead of being cut off.
 */
const WORD_WIDTHS = [165, 138.5] as const

/** Wordmark with the wave line; drawn inline so the header needs no image request. */
export function Logo() {
  return (
    <svg
      viewBox="0 0 250 44"
      width="200"
      height="35"
      role="img"
      aria-label={LOGO_WORDS.join(' ')}
      focusable={false}
    >
      <path
        d="M2 30 C 14 8, 22 8, 30 22 S 46 38, 58 14"
        fill="none"
        stroke="#f5c400"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <text
        x="66"
        y="28"
        fill="currentColor"
        fontFamily="inherit"
        fontSize="24"
        fontWeight="700"
        letterSpacing="0.5"
        textLength={WORD_WIDTHS[0]}
        lengthAdjust="spacingAndGlyphs"
      >
        {LOGO_WORDS[0]}
      </text>
      <text
        x="67"
        y="41"
        fill="currentColor"
        fontFamily="inherit"
        fontSize="9"
        letterSpacing="1.6"
        opacity="0.85"
        textLength={WORD_WIDTHS[1]}
        lengthAdjust="spacingAndGlyphs"
      >
        {LOGO_WORDS[1].toUpperCase()}
      </text>
    </svg>
  )
}
