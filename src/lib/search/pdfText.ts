import { getResolvedPDFJS } from 'unpdf'

/** How much of a PDF is read for search (src/lib/constants.ts PDF_TEXT_LIMITS). */
export type PdfTextLimits = { maxPages: number; timeoutMs: number; maxChars: number }

/** A PDF's text, and whether it was read to its end (false: a limit stopped it, what was read is kept). */
export type PdfText = { text: string; complete: boolean }

/** Text items of a page joined as read: a line end or a gap between items is a space. */
function pageText(items: readonly unknown[]): string {
  let text = ''
  for (const item of items) {
    if (!item || typeof item !== 'object' || !('str' in item)) continue
    const { str, hasEOL } = item as { str: string; hasEOL?: boolean }
    text += str + (hasEOL ? '\n' : '')
  }
  return text
}

const TIMED_OUT = new Error('the PDF was not read within its time limit')

/** Rejects with TIMED_OUT after `ms` (the timer does not keep the process alive). */
function timeout(ms: number): { promise: Promise<never>; clear(): void } {
  let timer: NodeJS.Timeout | undefined
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(TIMED_OUT), ms)
    timer.unref()
  })
  // Raced again and again; a rejection nobody awaits any more is not an unhandled one.
  promise.catch(() => undefined)
  return { promise, clear: () => clearTimeout(timer) }
}

/**
 * The text inside a PDF, page by page, with PDF.js (through unpdf's build without a worker or native code). Stops
 * at `maxPages`, `maxChars` or `timeoutMs`, keeping what it read; the time limit also holds while the file is
 * opened and a page is read (the document is then destroyed). Throws for a file PDF.js cannot open (broken,
 * encrypted) or one not opened in time.
 */
export async function pdfText(bytes: Uint8Array, limits: PdfTextLimits): Promise<PdfText> {
  const { getDocument } = await getResolvedPDFJS()
  // PDF.js takes ownership of the buffer it is given: a copy keeps the caller's bytes intact.
  const task = getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  })
  const limit = timeout(limits.timeoutMs)
  try {
    const pdf = await Promise.race([task.promise, limit.promise])
    let text = ''
    let complete = true
    for (let number = 1; number <= pdf.numPages && complete; number++) {
      if (number > limits.maxPages) {
        complete = false
        break
      }
      try {
        const page = await Promise.race([pdf.getPage(number), limit.promise])
        const content = await Promise.race([page.getTextContent(), limit.promise])
        page.cleanup()
        text += `${pageText(content.items)}\n`
      } catch (error) {
        // Out of time after some pages: those are kept. A page that fails otherwise fails the whole file.
        if (error !== TIMED_OUT || !text) throw error
        complete = false
      }
      if (text.length >= limits.maxChars) {
        text = text.slice(0, limits.maxChars)
        complete = false
      }
    }
    return {
      text: text
        .replace(/[ \t\f\v\r]+/g, ' ')
        .replace(/\s*\n\s*/g, '\n')
        .trim(),
      complete,
    }
  } finally {
    limit.clear()
    await task.destroy().catch(() => undefined)
  }
}
