/** Generated sample PDFs for the seed: an A4 title page in the Sekundenwerk look. */
import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib'

const COMPANY = 'Sekundenwerk Kommunikationstechnik GmbH'
const FOOTER = 'sekundenwerk.example'

const NAVY = rgb(11 / 255, 37 / 255, 69 / 255)
const YELLOW = rgb(245 / 255, 196 / 255, 0)
const GREEN = rgb(31 / 255, 138 / 255, 76 / 255)
const SLATE = rgb(0.33, 0.4, 0.48)
const GRAY = rgb(238 / 255, 241 / 255, 244 / 255)
const WHITE = rgb(1, 1, 1)

/** Code points above Latin-1 that WinAnsi (CP1252) can encode. */
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e,
  0x0178,
])

/** Readable stand-ins for common characters WinAnsi lacks. */
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '⇒': '=>',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '-',
  '′': "'",
  '″': '"',
  '‟': '"',
  '‛': "'",
  '✓': 'x',
  '✔': 'x',
}

/**
 * Makes text drawable with the PDF standard fonts (WinAnsi encoding): German umlauts, ß, typographic
 * quotes and dashes stay; whitespace becomes a plain space; anything else becomes '?'.
 */
function winAnsiSafe(input: string): string {
  let out = ''
  for (const ch of input.normalize('NFC')) {
    const cp = ch.codePointAt(0) ?? 0x3f
    if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch]
    else if (/\s/u.test(ch)) out += ' '
    else if (cp >= 0x20 && cp <= 0x7e) out += ch
    else if (cp >= 0xa1 && cp <= 0xff && cp !== 0xad) out += ch
    else if (WIN_ANSI_EXTRA.has(cp)) out += ch
    // drop invisible joiners, variation selectors and combining marks left after NFC
    else if (/[\u200b-\u200d\u2060\ufe00-\ufe0f\p{M}]/u.test(ch)) continue
    else if (cp === 0xad) continue
    else out += '?'
  }
  return out
}

/** Wraps text into lines no wider than maxWidth at the given size. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const words = text.split(' ').filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= maxWidth) {
      line = next
      continue
    }
    if (line) lines.push(line)
    // hard-break words that are longer than a full line
    let rest = word
    while (font.widthOfTextAtSize(rest, size) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut--
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines
}

/** SVG path of the brand wave: a sine that swells and fades, starting at (0, 0), y down. */
function wavePath(width: number, amp: number, periods: number): string {
  const n = 160
  let d = ''
  for (let i = 0; i <= n; i++) {
    const t = i / n
    const env = 0.25 + 0.75 * Math.pow(Math.sin(Math.PI * t), 1.5)
    const x = width * t
    const y = -amp * env * Math.sin(t * periods * Math.PI * 2)
    d += `${i === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`
  }
  return d
}

/** Pages of running text after the title page: the title small on top, the paragraphs wrapped below. */
function addTextPages(
  doc: PDFDocument,
  title: string,
  paragraphs: string[],
  bold: PDFFont,
  regular: PDFFont,
) {
  const margin = 56
  const size = 11
  const leading = size * 1.45
  let page = doc.addPage([595.28, 841.89])
  const { width, height } = page.getSize()
  const contentWidth = width - margin * 2
  let y = height - margin
  page.drawText(winAnsiSafe(title).trim(), { x: margin, y, size: 14, font: bold, color: NAVY })
  y -= 32
  for (const paragraph of paragraphs) {
    for (const line of wrap(winAnsiSafe(paragraph).trim(), regular, size, contentWidth)) {
      if (y < margin + 30) {
        page = doc.addPage([width, height])
        y = height - margin
      }
      page.drawText(line, { x: margin, y, size, font: regular, color: NAVY })
      y -= leading
    }
    y -= leading / 2
  }
}

/**
 * An A4 title page: navy header band with the company name, title, subtitle, wave line, footer; `language` is the
 * document's (a German title with its English translation as subtitle counts as German). `paragraphs`, when
 * given, follow on pages of their own as text (what a reader, and the site's search, finds inside the file).
 */
export async function titlePagePdf(
  title: string,
  subtitle: string,
  language = 'de-DE',
  paragraphs: string[] = [],
): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const regular = await doc.embedFont(StandardFonts.Helvetica)

  const safeTitle = winAnsiSafe(title).trim()
  const safeSubtitle = winAnsiSafe(subtitle).trim()

  doc.setTitle(title.trim() || COMPANY, { showInWindowTitleBar: true })
  if (subtitle.trim()) doc.setSubject(subtitle.trim())
  doc.setAuthor(COMPANY)
  doc.setCreator(COMPANY)
  doc.setProducer('pdf-lib')
  doc.setLanguage(language)
  doc.setCreationDate(new Date('2024-01-01T00:00:00Z'))
  doc.setModificationDate(new Date('2024-01-01T00:00:00Z'))

  const page = doc.addPage([595.28, 841.89])
  const { width, height } = page.getSize()
  const margin = 56
  const contentWidth = width - margin * 2

  // header band
  const band = 112
  page.drawRectangle({ x: 0, y: height - band, width, height: band, color: NAVY })
  page.drawRectangle({ x: 0, y: height - band - 6, width, height: 6, color: YELLOW })
  page.drawText(COMPANY, { x: margin, y: height - 64, size: 16, font: bold, color: WHITE })
  page.drawSvgPath(wavePath(90, 6, 2), {
    x: width - margin - 90,
    y: height - 58,
    borderColor: YELLOW,
    borderWidth: 2.5,
  })

  // title, shrinking for long titles
  let titleSize = 32
  let titleLines = wrap(safeTitle, bold, titleSize, contentWidth)
  while (titleLines.length > 4 && titleSize > 20) {
    titleSize -= 2
    titleLines = wrap(safeTitle, bold, titleSize, contentWidth)
  }
  let y = height - 250
  page.drawRectangle({ x: margin, y: y + titleSize + 18, width: 48, height: 5, color: GREEN })
  for (const line of titleLines) {
    page.drawText(line, { x: margin, y, size: titleSize, font: bold, color: NAVY })
    y -= titleSize * 1.2
  }

  // subtitle
  y -= 10
  const subSize = 15
  for (const line of wrap(safeSubtitle, regular, subSize, contentWidth)) {
    page.drawText(line, { x: margin, y, size: subSize, font: regular, color: SLATE })
    y -= subSize * 1.4
  }

  // wave line (drawSvgPath: origin at x/y, path y grows downwards)
  const waveY = Math.min(y - 60, 300)
  page.drawRectangle({ x: 0, y: 0, width, height: waveY, color: GRAY })
  page.drawSvgPath(wavePath(width - margin * 2, 22, 4.5), {
    x: margin,
    y: waveY,
    borderColor: YELLOW,
    borderWidth: 5,
  })
  page.drawSvgPath(wavePath(width - margin * 2, 14, 4.5), {
    x: margin,
    y: waveY - 10,
    borderColor: GREEN,
    borderWidth: 1.5,
    borderOpacity: 0.5,
  })

  // footer
  page.drawLine({
    start: { x: margin, y: 60 },
    end: { x: width - margin, y: 60 },
    thickness: 0.75,
    color: NAVY,
    opacity: 0.4,
  })
  page.drawText(FOOTER, { x: margin, y: 42, size: 9, font: regular, color: NAVY })
  const companyWidth = regular.widthOfTextAtSize(COMPANY, 9)
  page.drawText(COMPANY, { x: width - margin - companyWidth, y: 42, size: 9, font: regular, color: SLATE })

  if (paragraphs.length) addTextPages(doc, title, paragraphs, bold, regular)
  return Buffer.from(await doc.save())
}
