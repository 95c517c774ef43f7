import styles from './Hero.module.css'

/** The id of the wave that ends the page's hero: the first screen is drawn once the parser has reached it. */
const HERO_END = 'hero-end'

/**
 * The wave divider every hero ends in; its line takes the hero's wave colour. With it comes the instruction to
 * draw the page's first frame only once the hero is parsed (`rel="expect"`, hoisted into the head): drawn after
 * the hero's text box but before its headline had arrived, the scrim behind the text grew by the headline's
 * height in the next frame, a layout shift of 0.04–0.08 (Lighthouse, /en and /en/kontakt).
 */
export function Wave({ colour }: { colour: 'yellow' | 'gray' | 'green' }) {
  return (
    <>
      <link rel="expect" href={`#${HERO_END}`} blocking="render" />
      <svg
        id={HERO_END}
        className={`${styles.wave} ${styles[colour]}`}
        viewBox="0 0 1440 60"
        preserveAspectRatio="none"
        aria-hidden
        focusable={false}
      >
        <path d="M0 30 C 240 0, 480 0, 720 30 S 1200 60, 1440 30 V60 H0 Z" />
      </svg>
    </>
  )
}
