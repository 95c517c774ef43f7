/**
 * Deterministic SVG art for the seed: abstract illustrations in the Sekundenwerk visual
 * language (signal yellow, deep navy, greens, gray surfaces, the wave line). No text in the
 * motif images, no external references, no Math.random — the same (motif, seed) always
 * yields the same picture.
 */
import sharp from 'sharp'

import { GERMANY_OUTLINE } from './germanyOutline'
import { renderSvg } from './renderSvg'
import type { Motif } from './types'

const YELLOW = '#F5C400'
const NAVY = '#0B2545'
const GREEN = '#1F8A4C'
const GREEN_LIGHT = '#8FD694'
const GRAY = '#EEF1F4'
const WHITE = '#FFFFFF'

// ---------------------------------------------------------------------------------------------
// helpers

/** Small linear congruential generator (Numerical Recipes constants); returns floats in [0, 1). */
function lcg(seed: number): () => number {
  let state = (Math.floor(Math.abs(seed)) * 2654435761 + 0x9e3779b9) >>> 0
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
  // warm up so neighbouring seeds diverge quickly
  for (let i = 0; i < 4; i++) next()
  return next
}

/** Rounds for compact SVG output. */
const f = (n: number) => String(Math.round(n * 10) / 10)

function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

function pick<T>(r: () => number, items: readonly T[]): T {
  return items[Math.floor(r() * items.length) % items.length]
}

/** Arc path around (cx, cy) from angle a0 to a1 (degrees, 0 = right, clockwise as y grows down). */
function arc(cx: number, cy: number, radius: number, a0: number, a1: number): string {
  const rad = (a: number) => (a * Math.PI) / 180
  const x0 = cx + radius * Math.cos(rad(a0))
  const y0 = cy + radius * Math.sin(rad(a0))
  const x1 = cx + radius * Math.cos(rad(a1))
  const y1 = cy + radius * Math.sin(rad(a1))
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0
  return `M${f(x0)} ${f(y0)}A${f(radius)} ${f(radius)} 0 ${large} 1 ${f(x1)} ${f(y1)}`
}

/** Signal arcs (the "radio waves") emanating from a point, on both sides or one. */
function signalArcs(
  cx: number,
  cy: number,
  radii: number[],
  colour: string,
  width: number,
  centre: number,
  spread = 40,
  mirrored = true,
): string {
  let out = ''
  radii.forEach((rr, i) => {
    const op = f(1 - i * (0.55 / Math.max(1, radii.length - 1)))
    const d = arc(cx, cy, rr, centre - spread, centre + spread)
    out += `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${op}"/>`
    if (mirrored) {
      const d2 = arc(cx, cy, rr, 180 - centre - spread, 180 - centre + spread)
      out += `<path d="${d2}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${op}"/>`
    }
  })
  return out
}

/**
 * The brand wave: a sine whose amplitude swells and fades (like a signal burst) across the
 * given horizontal range.
 */
function wavePath(
  x0: number,
  x1: number,
  yBase: number,
  amp: number,
  periods: number,
  phase: number,
  envelope: 'burst' | 'flat' = 'burst',
): string {
  const n = 240
  let d = ''
  for (let i = 0; i <= n; i++) {
    const t = i / n
    const x = x0 + (x1 - x0) * t
    const env = envelope === 'burst' ? 0.25 + 0.75 * Math.pow(Math.sin(Math.PI * t), 1.5) : 1
    const y = yBase + amp * env * Math.sin(phase + t * periods * Math.PI * 2)
    d += `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`
  }
  return d
}

// ---------------------------------------------------------------------------------------------
// palettes

type Palette = {
  bg: string
  bg2: string
  /** main shape colour */
  ink: string
  /** secondary shape colour */
  ink2: string
  /** cards / paper surfaces */
  card: string
  /** subtle surfaces on cards */
  soft: string
  /** screens, windows */
  screen: string
  accent: string
  accent2: string
  accent3: string
  /** colour of the bottom wave */
  wave: string
  dark: boolean
}

const PALETTES: Palette[] = [
  {
    bg: GRAY,
    bg2: WHITE,
    ink: NAVY,
    ink2: '#3B5B80',
    card: WHITE,
    soft: '#D6DEE7',
    screen: '#BFD6EA',
    accent: YELLOW,
    accent2: GREEN,
    accent3: GREEN_LIGHT,
    wave: YELLOW,
    dark: false,
  },
  {
    bg: NAVY,
    bg2: '#15396A',
    ink: GRAY,
    ink2: '#9FB3C8',
    card: '#173F6E',
    soft: '#24507F',
    screen: '#2E6296',
    accent: YELLOW,
    accent2: GREEN_LIGHT,
    accent3: GREEN,
    wave: YELLOW,
    dark: true,
  },
  {
    bg: '#E3F3E5',
    bg2: GRAY,
    ink: NAVY,
    ink2: GREEN,
    card: WHITE,
    soft: '#C9E6CC',
    screen: GREEN_LIGHT,
    accent: YELLOW,
    accent2: GREEN,
    accent3: '#3B5B80',
    wave: GREEN,
    dark: false,
  },
  {
    bg: GREEN,
    bg2: '#176B3A',
    ink: '#F4F8F5',
    ink2: '#BFE6C3',
    card: '#23975A',
    soft: '#2DA566',
    screen: NAVY,
    accent: YELLOW,
    accent2: NAVY,
    accent3: GREEN_LIGHT,
    wave: YELLOW,
    dark: true,
  },
  {
    bg: '#FFF4C7',
    bg2: GRAY,
    ink: NAVY,
    ink2: '#3B5B80',
    card: WHITE,
    soft: '#F3E3A0',
    screen: '#BFD6EA',
    accent: YELLOW,
    accent2: GREEN,
    accent3: GREEN_LIGHT,
    wave: NAVY,
    dark: false,
  },
]

/** Light and navy themes are the calm default, the coloured ones appear less often. */
const PALETTE_WEIGHTS = [4, 4, 2, 1, 1]

function pickPalette(r: () => number): Palette {
  const total = PALETTE_WEIGHTS.reduce((a, b) => a + b, 0)
  let x = r() * total
  for (let i = 0; i < PALETTES.length; i++) {
    x -= PALETTE_WEIGHTS[i]
    if (x < 0) return PALETTES[i]
  }
  return PALETTES[0]
}

// ---------------------------------------------------------------------------------------------
// motifs — drawn in a local 800 × 600 box unless noted

type Ctx = { r: () => number; p: Palette; W: number; H: number }

function groundShadow(c: Ctx, cx: number, y: number, rx: number): string {
  return `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.06)}" fill="${c.p.dark ? '#000000' : NAVY}" opacity="0.14"/>`
}

function drawRadio(c: Ctx): string {
  const { p, r } = c
  const keys: string[] = []
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 3; col++) {
      const lit = r() < 0.15
      keys.push(
        `<circle cx="${350 + col * 50}" cy="${455 + row * 38}" r="13" fill="${lit ? p.accent : p.ink2}" opacity="${lit ? 1 : 0.55}"/>`,
      )
    }
  const grille = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="340" y="${305 + i * 22}" width="120" height="8" rx="4" fill="${p.ink2}" opacity="0.5"/>`,
    )
    .join('')
  const bars = [0, 1, 2]
    .map((i) => {
      const w = 40 + r() * 70
      return `<rect x="345" y="${208 + i * 18}" width="${f(w)}" height="8" rx="4" fill="${i === 0 ? p.accent : p.card}" opacity="0.9"/>`
    })
    .join('')
  return [
    // scaled down around the base so the signal arcs stay inside the box
    '<g transform="translate(400 600) scale(0.88) translate(-400 -600)">',
    groundShadow(c, 400, 590, 170),
    signalArcs(454, 44, [62, 104, 146], p.accent, 14, -20, 38),
    `<rect x="440" y="24" width="28" height="150" rx="14" fill="${p.ink}"/>`,
    `<rect x="330" y="120" width="44" height="40" rx="10" fill="${p.ink}"/>`,
    `<rect x="286" y="262" width="20" height="84" rx="8" fill="${p.accent2}"/>`,
    `<rect x="300" y="150" width="200" height="432" rx="38" fill="${p.ink}"/>`,
    `<rect x="330" y="190" width="140" height="84" rx="12" fill="${p.screen}"/>`,
    bars,
    grille,
    keys.join(''),
    '</g>',
  ].join('')
}

function drawControlRoom(c: Ctx): string {
  const { p, r } = c
  const monitor = (x: number, y: number, w: number, h: number, content: string) =>
    `<rect x="${x + w / 2 - 12}" y="${y + h}" width="24" height="${470 - y - h}" fill="${p.ink2}"/>` +
    `<rect x="${x + w / 2 - 50}" y="462" width="100" height="10" rx="5" fill="${p.ink2}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${p.ink}"/>` +
    `<rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="6" fill="${p.screen}"/>` +
    content

  // left screen: bar chart
  let bars = ''
  for (let i = 0; i < 6; i++) {
    const h = 30 + r() * 110
    bars += `<rect x="${56 + i * 30}" y="${f(370 - h)}" width="18" height="${f(h)}" rx="3" fill="${i % 3 === 0 ? p.accent : p.card}" opacity="0.95"/>`
  }
  // centre screen: wave + situation dots
  let dots = ''
  for (let i = 0; i < 5; i++) {
    const x = 300 + r() * 200
    const y = 200 + r() * 120
    dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${i === 0 ? 12 : 8}" fill="${i === 0 ? p.accent : p.accent2}"/>`
  }
  const centre = `<path d="${wavePath(292, 508, 330, 22, 3, r() * 6)}" fill="none" stroke="${p.card}" stroke-width="6" stroke-linecap="round"/>${dots}`
  // right screen: list rows
  let rows = ''
  for (let i = 0; i < 6; i++) {
    const w = 80 + r() * 90
    rows += `<rect x="586" y="${228 + i * 24}" width="14" height="12" rx="3" fill="${i === 1 ? p.accent : p.accent2}"/><rect x="608" y="${228 + i * 24}" width="${f(w)}" height="12" rx="6" fill="${p.card}" opacity="0.85"/>`
  }
  // top row: two small status displays
  const small = (x: number) =>
    `<rect x="${x}" y="40" width="200" height="110" rx="12" fill="${p.ink}"/><rect x="${x + 10}" y="50" width="180" height="90" rx="5" fill="${p.screen}"/>` +
    `<path d="${wavePath(x + 22, x + 178, 95, 18, 2 + Math.floor(r() * 2), r() * 6, 'flat')}" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>`

  return [
    groundShadow(c, 400, 592, 370),
    small(180),
    small(420),
    monitor(30, 200, 230, 200, bars),
    monitor(270, 170, 260, 230, centre),
    monitor(540, 200, 230, 200, rows),
    `<rect x="10" y="470" width="780" height="28" rx="8" fill="${p.ink}"/>`,
    `<rect x="50" y="498" width="700" height="90" fill="${p.ink2}" opacity="0.35"/>`,
    `<rect x="320" y="450" width="160" height="16" rx="4" fill="${p.ink2}"/>`,
    `<rect x="500" y="448" width="34" height="20" rx="10" fill="${p.ink2}"/>`,
  ].join('')
}

function drawVehicle(c: Ctx): string {
  const { p, r } = c
  const body = 'M60 470L60 236Q60 210 86 210L560 210Q580 210 596 222L700 318Q740 340 740 380L740 470Z'
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="478" r="64" fill="${p.dark ? '#06162B' : NAVY}"/>` +
    `<circle cx="${x}" cy="478" r="56" fill="${p.dark ? '#0B2545' : '#1B3A60'}"/>` +
    `<circle cx="${x}" cy="478" r="26" fill="${p.soft}"/>`
  const sideWindows = [110, 230, 350]
    .map((x) => `<rect x="${x}" y="242" width="96" height="80" rx="10" fill="${p.screen}"/>`)
    .join('')
  const stripe = r() < 0.5 ? p.accent : p.accent2
  return [
    groundShadow(c, 400, 545, 370),
    // telescopic mast with arcs
    `<rect x="132" y="70" width="14" height="142" rx="7" fill="${p.ink2}"/>`,
    `<circle cx="139" cy="68" r="12" fill="${p.accent}"/>`,
    signalArcs(139, 68, [44, 78], p.accent, 10, -10, 32),
    `<path d="${body}" fill="${p.ink}"/>`,
    // light bar
    `<rect x="430" y="190" width="110" height="22" rx="8" fill="${p.accent}"/>`,
    `<rect x="470" y="190" width="30" height="22" fill="${p.dark ? GREEN_LIGHT : p.accent2}" opacity="0.9"/>`,
    sideWindows,
    `<path d="M576 240L596 240L686 330L576 330Z" fill="${p.screen}"/>`,
    // side door
    `<rect x="466" y="232" width="4" height="228" fill="${p.ink2}" opacity="0.5"/>`,
    `<rect x="62" y="370" width="676" height="30" fill="${stripe}"/>`,
    `<rect x="62" y="406" width="676" height="8" fill="${stripe === p.accent ? p.accent2 : p.accent}"/>`,
    `<rect x="706" y="430" width="32" height="18" rx="6" fill="${p.accent}"/>`,
    wheel(190),
    wheel(600),
  ].join('')
}

function drawStation(c: Ctx): string {
  const { p, r } = c
  const door = (x: number) => {
    let lines = ''
    for (let y = 385; y < 555; y += 24)
      lines += `<rect x="${x + 8}" y="${y}" width="124" height="4" fill="${p.ink}" opacity="0.18"/>`
    const open = r() < 0.3
    return (
      `<rect x="${x}" y="360" width="140" height="200" rx="6" fill="${open ? (p.dark ? '#06162B' : NAVY) : p.screen}"/>` +
      (open ? `<rect x="${x + 8}" y="360" width="124" height="60" fill="${p.screen}"/>` : lines)
    )
  }
  let upper = ''
  for (let i = 0; i < 6; i++)
    upper += `<rect x="${218 + i * 78}" y="278" width="50" height="44" rx="6" fill="${p.screen}"/>`
  let towerWin = ''
  for (let i = 0; i < 4; i++)
    towerWin += `<rect x="88" y="${170 + i * 80}" width="34" height="46" rx="6" fill="${p.screen}"/>`
  return [
    groundShadow(c, 380, 565, 380),
    // hose tower
    `<path d="M40 560L40 110L105 62L170 110L170 560Z" fill="${p.ink}"/>`,
    towerWin,
    `<circle cx="105" cy="118" r="20" fill="${p.accent}"/>`,
    // hall
    `<rect x="160" y="250" width="560" height="310" fill="${p.ink}"/>`,
    `<rect x="150" y="226" width="580" height="30" rx="6" fill="${p.ink2}"/>`,
    upper,
    `<rect x="180" y="340" width="520" height="10" fill="${p.accent}"/>`,
    door(190),
    door(370),
    door(550),
    `<rect x="20" y="558" width="760" height="8" rx="4" fill="${p.ink2}" opacity="0.6"/>`,
  ].join('')
}

function pin(x: number, y: number, colour: string, hole: string, scale = 1): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${scale})">` +
    `<path d="M0 0L-30 -44A36 36 0 1 1 30 -44Z" fill="${colour}"/>` +
    `<circle cx="0" cy="-64" r="13" fill="${hole}"/></g>`
  )
}

function drawMap(c: Ctx): string {
  const { p, r } = c
  const outline = 'M100 110L300 60L500 110L700 60L700 510L500 560L300 510L100 560Z'
  const panels =
    `<path d="M100 110L300 60L300 510L100 560Z" fill="${p.card}"/>` +
    `<path d="M300 60L500 110L500 560L300 510Z" fill="${p.card}"/>` +
    `<path d="M300 60L500 110L500 560L300 510Z" fill="${NAVY}" opacity="0.06"/>` +
    `<path d="M500 110L700 60L700 510L500 560Z" fill="${p.card}"/>`
  const y0 = 150 + r() * 80
  const river = `<path d="M80 ${f(y0)}C250 ${f(y0 + 160)} 380 ${f(y0 - 60)} 520 ${f(y0 + 120)}S700 ${f(y0 + 260)} 720 ${f(y0 + 200)}" fill="none" stroke="${p.dark ? '#5E8FC0' : '#9CC3E4'}" stroke-width="26"/>`
  let roads = ''
  for (let i = 0; i < 4; i++) {
    const a = 120 + r() * 420
    const b = 120 + r() * 420
    roads += `<path d="M80 ${f(a)}C300 ${f(a + 60)} 500 ${f(b - 60)} 720 ${f(b)}" fill="none" stroke="${p.soft}" stroke-width="${i === 0 ? 14 : 7}"/>`
  }
  for (let i = 0; i < 3; i++) {
    const x = 160 + r() * 480
    roads += `<path d="M${f(x)} 40L${f(x + (r() - 0.5) * 120)} 580" fill="none" stroke="${p.soft}" stroke-width="7"/>`
  }
  const forest = `<circle cx="${f(180 + r() * 420)}" cy="${f(380 + r() * 100)}" r="56" fill="${GREEN_LIGHT}" opacity="0.45"/>`
  const pts: [number, number][] = []
  for (let i = 0; i < 3; i++) pts.push([170 + i * 200 + r() * 80, 230 + r() * 240])
  const route = `<path d="M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}" fill="none" stroke="${p.ink}" stroke-width="6" stroke-dasharray="14 12" stroke-linecap="round"/>`
  const pins = pts
    .map(([x, y], i) =>
      pin(x, y, i === 1 ? p.accent : i === 0 ? p.accent2 : p.ink, p.card, i === 1 ? 1.2 : 0.95),
    )
    .join('')
  return [
    groundShadow(c, 400, 585, 330),
    `<defs><clipPath id="mapclip"><path d="${outline}"/></clipPath></defs>`,
    panels,
    `<g clip-path="url(#mapclip)">${forest}${river}${roads}</g>`,
    route,
    pins,
  ].join('')
}

function drawPerson(c: Ctx): string {
  const { p, r } = c
  const headY = 235 + r() * 20
  const hair = pick(r, [0, 1, 2])
  const hairPath =
    hair === 0
      ? `<path d="M296 ${f(headY - 10)}C296 ${f(headY - 150)} 504 ${f(headY - 150)} 504 ${f(headY - 10)}C470 ${f(headY - 70)} 340 ${f(headY - 80)} 296 ${f(headY - 10)}Z" fill="${p.ink}"/>`
      : hair === 1
        ? `<path d="M290 ${f(headY + 40)}C270 ${f(headY - 160)} 530 ${f(headY - 160)} 510 ${f(headY + 40)}C500 ${f(headY - 50)} 300 ${f(headY - 50)} 290 ${f(headY + 40)}Z" fill="${p.ink}"/>`
        : ''
  return [
    `<circle cx="400" cy="300" r="270" fill="${p.soft}" opacity="0.9"/>`,
    signalArcs(400, 300, [296, 330], p.accent, 12, -42, 20, false),
    `<rect x="362" y="${f(headY + 80)}" width="76" height="${f(420 - headY - 60)}" fill="${p.ink}"/>`,
    `<path d="M90 600C90 460 220 410 400 410C580 410 710 460 710 600Z" fill="${p.ink}"/>`,
    `<path d="M352 412L400 480L448 412Z" fill="${p.card}"/>`,
    `<path d="M386 420L400 520L414 420Z" fill="${p.accent2}"/>`,
    `<ellipse cx="400" cy="${f(headY)}" rx="102" ry="122" fill="${p.ink}"/>`,
    hairPath,
  ].join('')
}

function drawTower(c: Ctx): string {
  const { p } = c
  const left = (y: number) => 320 + ((380 - 320) * (580 - y)) / 480
  const right = (y: number) => 800 - left(y)
  let brace = ''
  const step = 60
  for (let y = 580; y > 120; y -= step) {
    const y2 = y - step
    brace += `<path d="M${f(left(y))} ${y}L${f(right(y2))} ${y2}M${f(right(y))} ${y}L${f(left(y2))} ${y2}M${f(left(y2))} ${y2}L${f(right(y2))} ${y2}" stroke="${p.ink}" stroke-width="5" fill="none"/>`
  }
  return [
    groundShadow(c, 400, 584, 200),
    signalArcs(400, 70, [80, 140, 200], p.accent, 14, 0, 32),
    `<path d="M320 580L380 100M480 580L420 100" stroke="${p.ink}" stroke-width="12" stroke-linecap="round" fill="none"/>`,
    brace,
    `<rect x="372" y="92" width="56" height="14" rx="4" fill="${p.ink}"/>`,
    `<rect x="395" y="30" width="10" height="70" fill="${p.ink}"/>`,
    `<rect x="364" y="150" width="16" height="60" rx="6" fill="${p.ink2}"/>`,
    `<rect x="420" y="180" width="16" height="60" rx="6" fill="${p.ink2}"/>`,
    `<circle cx="400" cy="28" r="12" fill="${p.accent}"/>`,
    `<rect x="250" y="576" width="300" height="10" rx="5" fill="${p.ink2}"/>`,
  ].join('')
}

function star(cx: number, cy: number, outer: number, inner: number, points = 5, rot = -90): string {
  let d = ''
  for (let i = 0; i < points * 2; i++) {
    const rr = i % 2 === 0 ? outer : inner
    const a = ((rot + (i * 180) / points) * Math.PI) / 180
    d += `${i === 0 ? 'M' : 'L'}${f(cx + rr * Math.cos(a))} ${f(cy + rr * Math.sin(a))}`
  }
  return d + 'Z'
}

function drawAward(c: Ctx): string {
  const { p, r } = c
  const cup = p.accent === YELLOW && p.bg !== YELLOW ? YELLOW : p.accent
  let sparkles = ''
  for (let i = 0; i < 5; i++) {
    const side = i % 2 === 0 ? -1 : 1
    const x = 400 + side * (200 + r() * 130)
    const y = 80 + r() * 300
    const s = 10 + r() * 14
    sparkles += `<path d="${star(x, y, s, s * 0.3, 4, 0)}" fill="${i % 3 === 0 ? p.accent2 : p.accent}" opacity="0.9"/>`
  }
  return [
    groundShadow(c, 400, 548, 160),
    `<circle cx="400" cy="250" r="210" fill="${p.soft}" opacity="0.7"/>`,
    sparkles,
    `<path d="M292 150C200 150 196 290 306 300" fill="none" stroke="${cup}" stroke-width="24" stroke-linecap="round"/>`,
    `<path d="M508 150C600 150 604 290 494 300" fill="none" stroke="${cup}" stroke-width="24" stroke-linecap="round"/>`,
    `<path d="M276 116L524 116L512 236C500 336 452 372 400 376C348 372 300 336 288 236Z" fill="${cup}"/>`,
    `<path d="M300 130L330 130L324 236C320 290 336 330 356 352C320 336 304 300 300 236Z" fill="${WHITE}" opacity="0.35"/>`,
    `<path d="${star(400, 226, 50, 21)}" fill="${p.dark ? NAVY : WHITE}" opacity="0.9"/>`,
    `<rect x="380" y="372" width="40" height="74" fill="${cup}"/>`,
    `<rect x="336" y="440" width="128" height="22" rx="8" fill="${cup}"/>`,
    `<rect x="296" y="462" width="208" height="80" rx="10" fill="${p.ink}"/>`,
    `<rect x="336" y="490" width="128" height="22" rx="6" fill="${p.ink2}" opacity="0.6"/>`,
  ].join('')
}

function drawCircuit(c: Ctx): string {
  const { p, r } = c
  let traces = ''
  const trace = (pts: [number, number][], colour: string) => {
    const d = 'M' + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')
    const [ex, ey] = pts[pts.length - 1]
    traces +=
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<circle cx="${f(ex)}" cy="${f(ey)}" r="12" fill="${p.bg}" stroke="${colour}" stroke-width="6"/>`
  }
  const colours = [p.ink, p.ink, p.ink2, p.accent2, p.accent]
  for (let i = 0; i < 5; i++) {
    const y = 222 + i * 39
    const x = 222 + i * 39
    const col = () => pick(r, colours)
    // left
    let a = 30 + r() * 40
    let d = (r() - 0.5) * 110
    trace(
      [
        [290, y],
        [290 - a, y],
        [290 - a - Math.abs(d), y + d],
        [40 + r() * 70, y + d],
      ],
      col(),
    )
    // right
    a = 30 + r() * 40
    d = (r() - 0.5) * 110
    trace(
      [
        [510, y],
        [510 + a, y],
        [510 + a + Math.abs(d), y + d],
        [690 + r() * 70, y + d],
      ],
      col(),
    )
    // top
    a = 20 + r() * 30
    d = (r() - 0.5) * 110
    trace(
      [
        [x, 190],
        [x, 190 - a],
        [x + d, 190 - a - Math.abs(d)],
        [x + d, 40 + r() * 40],
      ],
      col(),
    )
    // bottom
    a = 20 + r() * 30
    d = (r() - 0.5) * 110
    trace(
      [
        [x, 410],
        [x, 410 + a],
        [x + d, 410 + a + Math.abs(d)],
        [x + d, 540 + r() * 30],
      ],
      col(),
    )
  }
  let pins = ''
  for (let i = 0; i < 5; i++) {
    const o = 222 + i * 39
    pins +=
      `<rect x="282" y="${o - 6}" width="20" height="12" rx="3" fill="${p.ink2}"/>` +
      `<rect x="498" y="${o - 6}" width="20" height="12" rx="3" fill="${p.ink2}"/>` +
      `<rect x="${o - 6}" y="182" width="12" height="20" rx="3" fill="${p.ink2}"/>` +
      `<rect x="${o - 6}" y="398" width="12" height="20" rx="3" fill="${p.ink2}"/>`
  }
  return [
    traces,
    pins,
    `<rect x="296" y="196" width="208" height="208" rx="20" fill="${p.ink}"/>`,
    `<rect x="336" y="236" width="128" height="128" rx="12" fill="none" stroke="${p.accent}" stroke-width="8"/>`,
    `<path d="${wavePath(350, 450, 300, 18, 1.5, 0, 'flat')}" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>`,
    `<circle cx="318" cy="218" r="7" fill="${p.accent2}"/>`,
  ].join('')
}

function drawHandshake(c: Ctx): string {
  const { p, r } = c
  const ca = r() < 0.5 ? p.ink : p.accent2
  const cb = ca === p.ink ? p.accent2 : p.ink
  // two interlocking rings: A centred (290, 300), B centred (510, 300), radius 170
  const overA = arc(290, 300, 170, -62, -34)
  let dots = ''
  for (let i = 0; i < 6; i++) {
    const a = r() * Math.PI * 2
    const d = 250 + r() * 60
    dots += `<circle cx="${f(400 + Math.cos(a) * d * 1.3)}" cy="${f(300 + Math.sin(a) * d * 0.85)}" r="${f(6 + r() * 8)}" fill="${i % 2 ? p.accent : p.accent3}" opacity="0.8"/>`
  }
  return [
    dots,
    `<circle cx="290" cy="300" r="170" fill="${ca}" opacity="0.08"/>`,
    `<circle cx="510" cy="300" r="170" fill="${cb}" opacity="0.08"/>`,
    `<circle cx="290" cy="300" r="170" fill="none" stroke="${ca}" stroke-width="50"/>`,
    `<circle cx="510" cy="300" r="170" fill="none" stroke="${cb}" stroke-width="50"/>`,
    `<path d="${overA}" fill="none" stroke="${ca}" stroke-width="50"/>`,
    `<circle cx="400" cy="300" r="22" fill="${p.accent}"/>`,
  ].join('')
}

function drawBuilding(c: Ctx): string {
  const { p, r } = c
  const windows = (
    x0: number,
    y0: number,
    cols: number,
    rows: number,
    w: number,
    h: number,
    gx: number,
    gy: number,
  ) => {
    let s = ''
    for (let row = 0; row < rows; row++)
      for (let col = 0; col < cols; col++) {
        const lit = r() < 0.14
        s += `<rect x="${x0 + col * (w + gx)}" y="${y0 + row * (h + gy)}" width="${w}" height="${h}" rx="3" fill="${lit ? p.accent : p.screen}"/>`
      }
    return s
  }
  return [
    groundShadow(c, 410, 566, 330),
    `<rect x="120" y="340" width="190" height="222" fill="${p.ink2}"/>`,
    windows(140, 364, 4, 4, 30, 30, 14, 20),
    `<rect x="510" y="230" width="190" height="332" fill="${p.ink2}"/>`,
    windows(530, 254, 4, 6, 30, 30, 14, 20),
    `<rect x="290" y="70" width="240" height="492" fill="${p.ink}"/>`,
    `<rect x="290" y="70" width="240" height="16" fill="${p.accent}"/>`,
    windows(314, 110, 4, 8, 36, 32, 14, 18),
    `<rect x="370" y="490" width="80" height="72" rx="4" fill="${p.screen}"/>`,
    `<rect x="408" y="490" width="4" height="72" fill="${p.ink}"/>`,
    `<rect x="404" y="20" width="8" height="52" fill="${p.ink}"/>`,
    `<circle cx="408" cy="20" r="9" fill="${p.accent}"/>`,
    `<rect x="60" y="560" width="700" height="8" rx="4" fill="${p.ink2}" opacity="0.6"/>`,
  ].join('')
}

function drawCalendar(c: Ctx): string {
  const { p, r } = c
  const header = r() < 0.5 ? p.accent : p.accent2
  let cells = ''
  const marked = new Set<number>()
  while (marked.size < 3) marked.add(Math.floor(r() * 35))
  const ring = Math.floor(r() * 35)
  for (let i = 0; i < 35; i++) {
    const col = i % 7
    const row = Math.floor(i / 7)
    const x = 190 + col * 61
    const y = 218 + row * 62
    const m = marked.has(i)
    cells += `<rect x="${x}" y="${y}" width="52" height="52" rx="8" fill="${m ? p.accent : p.dark ? p.soft : GRAY}"/>`
    if (i === ring)
      cells += `<circle cx="${x + 26}" cy="${y + 26}" r="34" fill="none" stroke="${p.accent2}" stroke-width="6"/>`
  }
  return [
    `<rect x="178" y="104" width="460" height="470" rx="26" fill="${NAVY}" opacity="0.12"/>`,
    `<rect x="170" y="90" width="460" height="470" rx="26" fill="${p.card}"/>`,
    `<path d="M170 190L170 116Q170 90 196 90L604 90Q630 90 630 116L630 190Z" fill="${header}"/>`,
    `<rect x="210" y="132" width="120" height="14" rx="7" fill="${WHITE}" opacity="0.85"/>`,
    `<rect x="210" y="156" width="70" height="10" rx="5" fill="${WHITE}" opacity="0.6"/>`,
    `<rect x="262" y="58" width="22" height="64" rx="11" fill="${p.ink}"/>`,
    `<rect x="516" y="58" width="22" height="64" rx="11" fill="${p.ink}"/>`,
    cells,
  ].join('')
}

function drawTools(c: Ctx): string {
  const { p, r } = c
  const rotW = -38 - r() * 10
  const rotS = 38 + r() * 10
  const handle = r() < 0.5 ? p.accent : p.accent2
  const wrench =
    `<defs><mask id="wrenchmask" maskUnits="userSpaceOnUse" x="-400" y="-200" width="800" height="400">` +
    `<rect x="-400" y="-200" width="800" height="400" fill="#fff"/>` +
    `<rect x="-340" y="-27" width="100" height="54" fill="#000"/>` +
    `<circle cx="252" cy="0" r="30" fill="#000"/></mask></defs>` +
    `<g transform="translate(400 300) rotate(${f(rotW)})"><g mask="url(#wrenchmask)">` +
    `<rect x="-230" y="-27" width="470" height="54" rx="27" fill="${p.ink}"/>` +
    `<circle cx="-250" cy="0" r="74" fill="${p.ink}"/>` +
    `<circle cx="252" cy="0" r="60" fill="${p.ink}"/>` +
    `</g></g>`
  let grooves = ''
  for (let i = 0; i < 4; i++)
    grooves += `<rect x="${110 + i * 34}" y="-34" width="10" height="68" rx="5" fill="${WHITE}" opacity="0.3"/>`
  const screwdriver =
    `<g transform="translate(400 300) rotate(${f(rotS)}) translate(-20 0)">` +
    `<path d="M-200 -11L-246 -4L-246 4L-200 11Z" fill="${p.ink2}"/>` +
    `<rect x="-204" y="-11" width="260" height="22" rx="4" fill="${p.ink2}"/>` +
    `<rect x="40" y="-30" width="36" height="60" rx="8" fill="${p.ink}"/>` +
    `<rect x="70" y="-46" width="210" height="92" rx="44" fill="${handle}"/>` +
    grooves +
    `</g>`
  return [groundShadow(c, 400, 570, 280), wrench, screwdriver].join('')
}

function drawPager(c: Ctx): string {
  const { p, r } = c
  let lines = ''
  for (let i = 0; i < 3; i++) {
    const w = 120 + r() * 180
    lines += `<rect x="246" y="${262 + i * 28}" width="${f(w)}" height="12" rx="6" fill="${NAVY}" opacity="${i === 0 ? 0.85 : 0.5}"/>`
  }
  return [
    groundShadow(c, 400, 530, 240),
    signalArcs(400, 190, [56, 98, 140], p.accent, 14, -90, 36, false),
    `<rect x="330" y="178" width="140" height="34" rx="10" fill="${p.ink2}"/>`,
    `<rect x="170" y="200" width="460" height="300" rx="52" fill="${p.ink}"/>`,
    `<rect x="220" y="240" width="360" height="124" rx="16" fill="${GREEN_LIGHT}"/>`,
    `<rect x="220" y="240" width="360" height="124" rx="16" fill="none" stroke="${NAVY}" stroke-opacity="0.25" stroke-width="4"/>`,
    lines,
    `<circle cx="546" cy="276" r="12" fill="${p.accent}"/>`,
    `<rect x="232" y="404" width="86" height="44" rx="22" fill="${p.ink2}"/>`,
    `<circle cx="400" cy="426" r="34" fill="${p.accent}"/>`,
    `<rect x="482" y="404" width="86" height="44" rx="22" fill="${p.ink2}"/>`,
    `<circle cx="602" cy="228" r="9" fill="${p.accent2}"/>`,
  ].join('')
}

/** 'wave' is drawn in canvas coordinates, across the whole width. */
function drawWaveScene(c: Ctx): string {
  const { p, r, W, H } = c
  const colours = [p.accent, p.accent2, p.accent3, p.ink2]
  let out = ''
  for (let i = 0; i < 4; i++) {
    const y = H * (0.32 + i * 0.1)
    const amp = H * (0.05 + r() * 0.07)
    out += `<path d="${wavePath(-20, W + 20, y, amp, 1.2 + r() * 1.6, r() * 6, 'flat')}" fill="none" stroke="${colours[i]}" stroke-width="${f(Math.max(3, H * (0.006 + (3 - i) * 0.003)))}" stroke-linecap="round" opacity="${f(0.95 - i * 0.18)}"/>`
  }
  const cx = W * (0.3 + r() * 0.4)
  const cy = H * 0.42
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(H * 0.02)}" fill="${p.accent}"/>`
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(H * 0.05)}" fill="none" stroke="${p.accent}" stroke-width="${f(H * 0.005)}" opacity="0.6"/>`
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(H * 0.09)}" fill="none" stroke="${p.accent}" stroke-width="${f(H * 0.004)}" opacity="0.3"/>`
  return out
}

const MOTIFS: Record<Motif, (c: Ctx) => string> = {
  wave: drawWaveScene,
  radio: drawRadio,
  'control-room': drawControlRoom,
  vehicle: drawVehicle,
  station: drawStation,
  map: drawMap,
  person: drawPerson,
  tower: drawTower,
  award: drawAward,
  circuit: drawCircuit,
  handshake: drawHandshake,
  building: drawBuilding,
  calendar: drawCalendar,
  tools: drawTools,
  pager: drawPager,
}

function motifHash(motif: string): number {
  let h = 2166136261
  for (let i = 0; i < motif.length; i++) h = Math.imul(h ^ motif.charCodeAt(i), 16777619) >>> 0
  return h
}

// ---------------------------------------------------------------------------------------------
// public API

/** A standalone SVG illustration for the motif; `seed` varies palette, layout details and the wave. */
function motifSvg(motif: Motif, seed: number, width = 1600, height = 900): string {
  const W = Math.max(16, Math.round(width))
  const H = Math.max(16, Math.round(height))
  const r = lcg((seed >>> 0) ^ motifHash(motif))
  const p = pickPalette(r)
  const c: Ctx = { r, p, W, H }

  // background: soft diagonal gradient, large faint circles and a dot grid
  const gx = r() < 0.5
  const deco = backdrop(r, p, W, H)

  // the motif itself, fitted into the upper ~80 % of the canvas
  let art: string
  if (motif === 'wave') {
    art = MOTIFS.wave(c)
  } else if (motif === 'person') {
    const s = Math.min((W * (W / H < 1.2 ? 1.1 : 0.85)) / 800, (H * 0.86) / 600)
    const tx = (W - 800 * s) / 2
    const ty = H - 600 * s
    art = `<g transform="translate(${f(tx)} ${f(ty)}) scale(${s.toFixed(4)})">${MOTIFS.person(c)}</g>`
  } else {
    // wide canvases leave air at the sides; square and portrait ones use more of the width
    const s = Math.min((W * (W / H < 1.2 ? 0.85 : 0.62)) / 800, (H * 0.7) / 600)
    const tx = W / 2 - 400 * s + (r() - 0.5) * W * 0.06
    const ty = H * 0.43 - 300 * s
    art = `<g transform="translate(${f(tx)} ${f(ty)}) scale(${s.toFixed(4)})">${MOTIFS[motif](c)}</g>`
  }

  // the brand wave near the bottom (always)
  const wy = H * (0.86 + r() * 0.04)
  const amp = H * (0.025 + r() * 0.025)
  const periods = 3 + r() * 4
  const wave = brandWave(p, W, H, wy, amp, periods, r() * Math.PI * 2)

  // the portrait silhouette stands in front of the wave, everything else sits above it
  return svgDocument(p, W, H, gx, deco + (motif === 'person' ? wave + art : art + wave))
}

/** Large faint circles and a dot grid (top left or right) behind the art. */
function backdrop(r: () => number, p: Palette, W: number, H: number): string {
  let deco = ''
  for (let i = 0; i < 3; i++) {
    const rr = Math.min(W, H) * (0.25 + r() * 0.35)
    deco += `<circle cx="${f(r() * W)}" cy="${f(r() * H * 0.8)}" r="${f(rr)}" fill="${p.dark ? WHITE : NAVY}" opacity="${p.dark ? 0.04 : 0.035}"/>`
  }
  const step = Math.min(W, H) * 0.035
  const dx0 = r() < 0.5 ? step * 2 : W - step * 9
  const dy0 = step * 2
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 8; col++)
      deco += `<circle cx="${f(dx0 + col * step)}" cy="${f(dy0 + row * step)}" r="${f(step * 0.12)}" fill="${p.dark ? WHITE : NAVY}" opacity="0.16"/>`
  return deco
}

/** The brand wave across the canvas at height `wy`, with a thinner echo below it. */
function brandWave(
  p: Palette,
  W: number,
  H: number,
  wy: number,
  amp: number,
  periods: number,
  phase: number,
) {
  const sw = Math.max(3, Math.min(W, H) * 0.011)
  return (
    `<path d="${wavePath(-10, W + 10, wy + sw * 1.8, amp * 0.7, periods, phase + 0.9)}" fill="none" stroke="${p.dark ? p.accent3 : p.accent2}" stroke-width="${f(sw * 0.5)}" stroke-linecap="round" opacity="0.45"/>` +
    `<path d="${wavePath(-10, W + 10, wy, amp, periods, phase)}" fill="none" stroke="${p.wave}" stroke-width="${f(sw)}" stroke-linecap="round" stroke-linejoin="round"/>`
  )
}

/** A W × H SVG document on the palette's soft gradient (diagonal or top to bottom). */
function svgDocument(p: Palette, W: number, H: number, diagonal: boolean, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1">` +
    `<stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    body +
    `</svg>`
  )
}

/** The motif rendered to WebP. */
export async function motifWebp(motif: Motif, seed: number, width = 1600, height = 900): Promise<Buffer> {
  return renderSvg(motifSvg(motif, seed, width, height), { format: 'webp', quality: 80 })
}

/** Greedy word wrap by an estimated glyph width (≈ 0.58 em for bold sans-serif). */
function wrapWords(text: string, fontSize: number, maxWidth: number): string[] | null {
  const maxChars = Math.floor(maxWidth / (fontSize * 0.55))
  const words = text.trim().split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const w of words) {
    if (w.length > maxChars) return null
    const next = line ? `${line} ${w}` : w
    if (next.length <= maxChars) line = next
    else {
      lines.push(line)
      line = w
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Rendered width (px) of the widest line in bold sans-serif, measured with librsvg via sharp. */
async function measureBoldText(lines: string[], size: number): Promise<number> {
  const longest = Math.max(...lines.map((l) => l.length), 1)
  const w = Math.ceil(longest * size * 1.2 + 40)
  const h = Math.ceil(lines.length * size * 1.3 + 40)
  const tspans = lines
    .map((l, i) => `<tspan x="10" y="${f(size * 1.1 + i * size * 1.2)}">${esc(l)}</tspan>`)
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<rect width="${w}" height="${h}" fill="#FFFFFF"/>` +
    `<text font-family="sans-serif" font-weight="bold" font-size="${size}" fill="#000000">${tspans}</text></svg>`
  try {
    const { info } = await sharp(Buffer.from(svg))
      .trim({ background: '#FFFFFF' })
      .toBuffer({ resolveWithObject: true })
    return info.width
  } catch {
    return longest * size * 0.62
  }
}

/**
 * Picks the largest font size (stepping down from `start`) at which the text wraps into at most
 * `maxLines` lines that really fit `maxWidth` with the installed fonts.
 */
async function fitText(
  text: string,
  start: number,
  min: number,
  step: number,
  maxWidth: number,
  maxLines: number,
): Promise<{ size: number; lines: string[] }> {
  for (let size = start; size >= min; size -= step) {
    const lines = wrapWords(text, size, maxWidth)
    if (!lines || lines.length > maxLines) continue
    if ((await measureBoldText(lines, size)) <= maxWidth) return { size, lines }
  }
  return { size: min, lines: wrapWords(text, min, maxWidth) ?? [text] }
}

function emblem(kind: number, cx: number, cy: number, size: number, a: string, b: string): string {
  const s = size / 2
  switch (kind) {
    case 0: // circle with wave
      return (
        `<circle cx="${cx}" cy="${cy}" r="${s}" fill="${a}"/>` +
        `<path d="${wavePath(cx - s * 0.7, cx + s * 0.7, cy, s * 0.22, 1.5, 0, 'flat')}" fill="none" stroke="${b}" stroke-width="${f(s * 0.14)}" stroke-linecap="round"/>`
      )
    case 1: {
      // hexagon with inner dot
      let d = ''
      for (let i = 0; i < 6; i++) {
        const ang = ((60 * i - 90) * Math.PI) / 180
        d += `${i ? 'L' : 'M'}${f(cx + s * Math.cos(ang))} ${f(cy + s * Math.sin(ang))}`
      }
      return `<path d="${d}Z" fill="${a}"/><circle cx="${cx}" cy="${cy}" r="${f(s * 0.32)}" fill="${b}"/>`
    }
    case 2: // rotated squares
      return (
        `<rect x="${f(cx - s * 0.7)}" y="${f(cy - s * 0.7)}" width="${f(s * 1.4)}" height="${f(s * 1.4)}" rx="${f(s * 0.15)}" fill="${a}" transform="rotate(45 ${cx} ${cy})"/>` +
        `<rect x="${f(cx - s * 0.3)}" y="${f(cy - s * 0.3)}" width="${f(s * 0.6)}" height="${f(s * 0.6)}" rx="${f(s * 0.08)}" fill="${b}" transform="rotate(45 ${cx} ${cy})"/>`
      )
    case 3: // signal arcs from a dot
      return (
        `<circle cx="${f(cx - s * 0.55)}" cy="${f(cy + s * 0.55)}" r="${f(s * 0.2)}" fill="${a}"/>` +
        [0.6, 1.0, 1.4]
          .map(
            (k, i) =>
              `<path d="${arc(cx - s * 0.55, cy + s * 0.55, s * k, -90, 0)}" fill="none" stroke="${i === 1 ? b : a}" stroke-width="${f(s * 0.18)}" stroke-linecap="round"/>`,
          )
          .join('')
      )
    default: // shield
      return (
        `<path d="M${cx} ${f(cy - s)}L${f(cx + s * 0.85)} ${f(cy - s * 0.65)}L${f(cx + s * 0.85)} ${f(cy + s * 0.05)}C${f(cx + s * 0.85)} ${f(cy + s * 0.6)} ${f(cx + s * 0.3)} ${f(cy + s * 0.9)} ${cx} ${f(cy + s)}C${f(cx - s * 0.3)} ${f(cy + s * 0.9)} ${f(cx - s * 0.85)} ${f(cy + s * 0.6)} ${f(cx - s * 0.85)} ${f(cy + s * 0.05)}L${f(cx - s * 0.85)} ${f(cy - s * 0.65)}Z" fill="${a}"/>` +
        `<path d="${star(cx, cy - s * 0.05, s * 0.42, s * 0.18)}" fill="${b}"/>`
      )
  }
}

/** A 600 × 300 wordmark logo (white background): geometric emblem plus the name. */
export async function logoPng(name: string, seed: number): Promise<Buffer> {
  const r = lcg((seed >>> 0) ^ 0x51ed270b)
  const combos: [string, string, string][] = [
    [NAVY, YELLOW, NAVY],
    [GREEN, WHITE, NAVY],
    [NAVY, GREEN_LIGHT, NAVY],
    [YELLOW, NAVY, NAVY],
    [GREEN, YELLOW, GREEN],
    [NAVY, WHITE, GREEN],
  ]
  const [a, b, textColour] = pick(r, combos)
  const kind = Math.floor(r() * 5)
  const text = name.replace(/\s+/g, ' ').trim() || '—'

  const left = 200
  const maxWidth = 600 - left - 30
  const { size, lines } = await fitText(text, 56, 18, 2, maxWidth, 3)
  const lh = size * 1.15
  const y0 = 150 - (lines.length * lh) / 2 + size * 0.8
  const tspans = lines.map((l, i) => `<tspan x="${left}" y="${f(y0 + i * lh)}">${esc(l)}</tspan>`).join('')
  const underline = `<rect x="${left}" y="${f(y0 + (lines.length - 1) * lh + size * 0.35)}" width="${f(Math.min(maxWidth, 90))}" height="6" rx="3" fill="${a === YELLOW ? YELLOW : b === WHITE ? YELLOW : b}"/>`

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">` +
    `<rect width="600" height="300" fill="#FFFFFF"/>` +
    emblem(kind, 105, 150, 140, a, b) +
    `<text font-family="sans-serif" font-weight="bold" font-size="${size}" fill="${textColour}">${tspans}</text>` +
    underline +
    `</svg>`
  return renderSvg(svg, { format: 'png' })
}

/** Guilloche-like band: several phase-shifted sine-modulated circles around (cx, cy). */
function guilloche(cx: number, cy: number, R: number, amp: number, k: number, layers: number): string {
  const n = 720
  let out = ''
  for (let j = 0; j < layers; j++) {
    const ph = (j * Math.PI * 2) / layers / k
    for (let i = 0; i <= n; i++) {
      const t = (i / n) * Math.PI * 2
      const rr = R + amp * Math.sin(k * (t + ph))
      out += `${i ? 'L' : 'M'}${f(cx + rr * Math.cos(t))} ${f(cy + rr * Math.sin(t))}`
    }
    out += 'Z'
  }
  return out
}

/**
 * A 1200 × 1600 certificate-like image (frame, seal, placeholder lines, the title). The title is the only
 * text in it, so a picture per language is the same call with that language's title and the same seed.
 */
export async function certificateWebp(title: string, seed: number): Promise<Buffer> {
  return renderSvg(await certificateSvg(title, seed), { format: 'webp', quality: 82 })
}

/** The SVG of certificateWebp. */
export async function certificateSvg(title: string, seed: number): Promise<string> {
  const r = lcg((seed >>> 0) ^ 0x2f6b1c9d)
  const W = 1200
  const H = 1600
  const sealColour = r() < 0.6 ? YELLOW : GREEN
  const ribbon = sealColour === YELLOW ? GREEN : NAVY

  const { size, lines } = await fitText(title.replace(/\s+/g, ' ').trim(), 64, 28, 4, 940, 3)
  const titleText = lines
    .map((l, i) => `<tspan x="600" y="${f(470 + i * size * 1.2)}">${esc(l)}</tspan>`)
    .join('')
  const afterTitle = 470 + (lines.length - 1) * size * 1.2

  let body = ''
  const bodyTop = afterTitle + 130
  for (let i = 0; i < 6; i++) {
    const w = i === 5 ? 360 + r() * 200 : 700 + r() * 140
    body += `<rect x="${f(600 - w / 2)}" y="${f(bodyTop + i * 46)}" width="${f(w)}" height="14" rx="7" fill="#C9D2DC"/>`
  }

  const corner = (x: number, y: number) =>
    `<path d="${guilloche(x, y, 58, 14, 10 + Math.floor(r() * 4) * 2, 6)}" fill="none" stroke="${NAVY}" stroke-width="1.2" opacity="0.4"/>` +
    `<circle cx="${x}" cy="${y}" r="8" fill="${YELLOW}"/>`

  const sealX = 860
  const sealY = 1170
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="#FBFAF5"/>` +
    `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="${NAVY}" stroke-width="18"/>` +
    `<rect x="76" y="76" width="${W - 152}" height="${H - 152}" fill="none" stroke="${YELLOW}" stroke-width="5"/>` +
    `<rect x="92" y="92" width="${W - 184}" height="${H - 184}" fill="none" stroke="${NAVY}" stroke-width="1.5" opacity="0.5"/>` +
    corner(190, 190) +
    corner(W - 190, 190) +
    `<path d="${guilloche(600, 230, 86, 22, 18, 8)}" fill="none" stroke="${GREEN}" stroke-width="1.3" opacity="0.6"/>` +
    `<path d="${guilloche(600, 230, 52, 10, 12, 6)}" fill="none" stroke="${NAVY}" stroke-width="1" opacity="0.35"/>` +
    `<circle cx="600" cy="230" r="26" fill="${YELLOW}"/>` +
    `<text x="600" y="470" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${size}" fill="${NAVY}">${titleText}</text>` +
    `<rect x="480" y="${f(afterTitle + 50)}" width="240" height="6" rx="3" fill="${YELLOW}"/>` +
    body +
    // signature lines
    `<path d="M180 1270C220 1230 250 1280 290 1240S350 1260 380 1236" fill="none" stroke="${NAVY}" stroke-width="3" opacity="0.7"/>` +
    `<rect x="160" y="1290" width="300" height="3" fill="${NAVY}"/>` +
    `<rect x="200" y="1312" width="220" height="12" rx="6" fill="#C9D2DC"/>` +
    // seal with ribbons
    `<path d="M${sealX - 60} ${sealY + 60}L${sealX - 110} ${sealY + 230}L${sealX - 60} ${sealY + 200}L${sealX - 30} ${sealY + 250}L${sealX} ${sealY + 80}Z" fill="${ribbon}"/>` +
    `<path d="M${sealX + 60} ${sealY + 60}L${sealX + 110} ${sealY + 230}L${sealX + 60} ${sealY + 200}L${sealX + 30} ${sealY + 250}L${sealX} ${sealY + 80}Z" fill="${ribbon}"/>` +
    `<path d="${star(sealX, sealY, 130, 114, 28)}" fill="${sealColour}"/>` +
    `<circle cx="${sealX}" cy="${sealY}" r="96" fill="none" stroke="${NAVY}" stroke-width="4" opacity="0.6"/>` +
    `<path d="${guilloche(sealX, sealY, 72, 12, 14, 6)}" fill="none" stroke="${NAVY}" stroke-width="1.3" opacity="0.4"/>` +
    `<path d="${wavePath(sealX - 55, sealX + 55, sealY, 16, 1.5, 0, 'flat')}" fill="none" stroke="${NAVY}" stroke-width="9" stroke-linecap="round"/>` +
    // wave near the bottom
    `<path d="${wavePath(120, W - 120, H - 140, 18, 5 + r() * 2, r() * 6)}" fill="none" stroke="${YELLOW}" stroke-width="7" stroke-linecap="round"/>` +
    `</svg>`
  return svg
}

// ---------------------------------------------------------------------------------------------
// locations map

/** An office on the locations map: its name (the label) and where it is. */
export type MapPlace = { name: string; lat: number; lng: number; headquarters?: boolean }

const MAP_WIDTH = 1600
const MAP_HEIGHT = 900
/** Germany fills this band of the canvas's height; the brand wave runs below it. */
const MAP_TOP = 40
const MAP_BOTTOM = 790
/** East–west degrees are shorter than north–south ones by the cosine of the latitude (middle of Germany). */
const LNG_FACTOR = Math.cos((51.2 * Math.PI) / 180)

/**
 * Where a latitude/longitude lies on the locations map (equirectangular, scaled so that Germany's outline
 * fills the band between MAP_TOP and MAP_BOTTOM, centred horizontally): [x, y] in pixels.
 */
export function mapPoint(lat: number, lng: number): [number, number] {
  const lngs = GERMANY_OUTLINE.map(([x]) => x)
  const lats = GERMANY_OUTLINE.map(([, y]) => y)
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)]
  const [south, north] = [Math.min(...lats), Math.max(...lats)]
  const scale = (MAP_BOTTOM - MAP_TOP) / (north - south)
  const left = MAP_WIDTH / 2 - ((east - west) * LNG_FACTOR * scale) / 2
  return [left + (lng - west) * LNG_FACTOR * scale, MAP_TOP + (north - lat) * scale]
}

/**
 * The contact page's map (1600 × 900): Germany's outline, a pin for each office at its coordinates with the
 * name beside it, dashed links from the headquarters to the others, and the brand wave. A label goes to the
 * left of its pin when another pin is close on the right (Pforzheim beside Ludwigsburg), else to the right.
 */
export function locationsMapSvg(places: readonly MapPlace[]): string {
  const W = MAP_WIDTH
  const H = MAP_HEIGHT
  const p = PALETTES[0]
  const r = lcg(0x6d61_7073)
  const points = places.map((place) => ({ place, at: mapPoint(place.lat, place.lng) }))

  const outline =
    'M' + GERMANY_OUTLINE.map(([lng, lat]) => mapPoint(lat, lng).map(f).join(' ')).join('L') + 'Z'
  const land =
    `<path d="${outline}" transform="translate(10 14)" fill="${NAVY}" opacity="0.1"/>` +
    `<path d="${outline}" fill="${p.card}" stroke="${p.soft}" stroke-width="4" stroke-linejoin="round"/>`

  const deco = backdrop(r, p, W, H)

  const hq = points.find(({ place }) => place.headquarters)
  const links = hq
    ? points
        .filter((point) => point !== hq)
        .map(
          ({ at: [x, y] }) =>
            `<path d="M${f(hq.at[0])} ${f(hq.at[1])}L${f(x)} ${f(y)}" fill="none" stroke="${NAVY}" stroke-width="4" stroke-dasharray="12 12" stroke-linecap="round" opacity="0.35"/>`,
        )
        .join('')
    : ''
  const hqArcs = hq ? signalArcs(hq.at[0], hq.at[1], [48, 80], YELLOW, 8, 0, 40) : ''

  const fontSize = 48
  const pins = points
    .map(({ place, at: [x, y] }) => {
      const crowdedRight = points.some(
        ({ at: [ox, oy] }) => ox > x && ox - x < 260 && Math.abs(oy - y) < fontSize * 1.5,
      )
      const colour = place.headquarters ? YELLOW : GREEN
      const label = esc(place.name)
      const text = (paint: string) =>
        `<text x="${f(x + (crowdedRight ? -30 : 30))}" y="${f(y + fontSize * 0.36)}" text-anchor="${crowdedRight ? 'end' : 'start'}" font-family="sans-serif" font-weight="bold" font-size="${fontSize}" ${paint}>${label}</text>`
      return (
        `<g data-office="${label}" transform="translate(${f(x)} ${f(y)})">` +
        `<circle r="24" fill="${colour}" opacity="0.3"/>` +
        `<circle r="13" fill="${colour}" stroke="${NAVY}" stroke-width="4"/></g>` +
        text(`fill="none" stroke="${WHITE}" stroke-width="10" stroke-linejoin="round"`) +
        text(`fill="${NAVY}"`)
      )
    })
    .join('')

  const wave = brandWave(p, W, H, H * 0.93, 18, 5, 0.7)
  return svgDocument(p, W, H, true, deco + land + links + hqArcs + pins + wave)
}

/** The locations map rendered to WebP. */
export async function locationsMapWebp(places: readonly MapPlace[]): Promise<Buffer> {
  return renderSvg(locationsMapSvg(places), { format: 'webp', quality: 82 })
}
