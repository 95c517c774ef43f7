import { describe, expect, it } from 'vitest'
import { pdfText } from '@/lib/search/pdfText'
import { titlePagePdf } from '@/seed/pdf'

/** The text inside PDFs that site search indexes (issue 42): read as written, within its limits. */

const LIMITS = { maxPages: 100, timeoutMs: 10_000, maxChars: 100_000 }
const PARAGRAPH =
  'Die gelieferte Ware bleibt bis zur vollständigen Bezahlung unser Eigentum (Eigentumsvorbehalt). Gerichtsstand ist Straßburg.'

describe('pdfText', () => {
  it('reads the words of a generated PDF, umlauts and ß included, title page and text pages', async () => {
    const pdf = await titlePagePdf('Allgemeine Geschäftsbedingungen', 'Deutsche Ausgabe', 'de-DE', [
      PARAGRAPH,
    ])
    const { text, complete } = await pdfText(pdf, LIMITS)
    expect(complete).toBe(true)
    expect(text).toContain('Allgemeine Geschäftsbedingungen')
    expect(text).toContain('Eigentumsvorbehalt')
    expect(text).toContain('vollständigen')
    expect(text).toContain('Straßburg')
    // The caller's bytes are still a readable PDF afterwards (PDF.js was given a copy).
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-')
  })

  it('stops at the page and character limits, keeping what it read', async () => {
    const many = Array.from({ length: 160 }, (_, i) => `Absatz ${i} ${PARAGRAPH}`)
    const pdf = await titlePagePdf('Lang', '', 'de-DE', many)
    const pages = await pdfText(pdf, { ...LIMITS, maxPages: 2 })
    expect(pages.complete).toBe(false)
    expect(pages.text).toContain('Absatz 0 ')
    expect(pages.text).not.toContain('Absatz 159 ')
    const chars = await pdfText(pdf, { ...LIMITS, maxChars: 500 })
    expect(chars.complete).toBe(false)
    expect(chars.text.length).toBeLessThanOrEqual(500)
  })

  it('refuses what is no PDF or a broken one, and gives up on time', async () => {
    await expect(pdfText(Buffer.from('not a pdf at all'), LIMITS)).rejects.toThrow()
    const pdf = await titlePagePdf('Kaputt', '', 'de-DE', [PARAGRAPH])
    await expect(pdfText(pdf.subarray(0, 200), LIMITS)).rejects.toThrow()
    const many = await titlePagePdf(
      'Lang',
      '',
      'de-DE',
      Array.from({ length: 400 }, () => PARAGRAPH),
    )
    const started = Date.now()
    const late = await pdfText(many, { ...LIMITS, timeoutMs: 1 }).then(
      (read) => read.complete,
      (error: Error) => error.message,
    )
    expect([false, 'the PDF was not read within its time limit']).toContain(late)
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
