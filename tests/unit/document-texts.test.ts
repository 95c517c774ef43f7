import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { documentFilesRead, documentTexts } from '@/data/search/documentText'
import { dataDir } from '@/lib/env'
import { titlePagePdf } from '@/seed/pdf'

/**
 * The texts inside documents' files for search (issue 42), from the upload folder of the throw-away DATA_DIR:
 * read once per file version, and a reading of the index waits for them only within its budget.
 */

const VERSION = '2026-01-01T00:00:00.000Z'

async function storedPdf(name: string, words: string) {
  const pdf = await titlePagePdf(name, '', 'de-DE', [words])
  fs.mkdirSync(path.join(dataDir, 'documents'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'documents', `${name}.pdf`), pdf)
  return { filename: `${name}.pdf`, filesize: pdf.length, mimeType: 'application/pdf', updatedAt: VERSION }
}

const zip = { filename: 'tool.zip', filesize: 10, mimeType: 'application/zip', updatedAt: VERSION }

describe('documentTexts', () => {
  it('answers at once past its budget, reads the rest on in the background, then says so', async () => {
    const files = [await storedPdf('budget-a', 'Quokkawort'), await storedPdf('budget-b', 'Wombatwort'), zip]
    let announce!: () => void
    const announced = new Promise<void>((resolve) => (announce = resolve))
    expect(await documentTexts(files, 0, announce)).toEqual(['', '', ''])
    await announced
    const read = documentFilesRead()
    const texts = await documentTexts(files, 0, () => expect.fail('nothing is late any more'))
    expect(texts[0]).toContain('Quokkawort')
    expect(texts[1]).toContain('Wombatwort')
    expect(texts[2]).toBe('')
    // Each file version was read once; a new version (a replaced file) is read again.
    expect(documentFilesRead()).toBe(read)
    await documentTexts([{ ...files[0], updatedAt: '2026-02-01T00:00:00.000Z' }], 10_000, () => undefined)
    expect(documentFilesRead()).toBe(read + 1)
  })

  it('waits within its budget, and keeps a file that is too large or missing out, logged', async () => {
    const file = await storedPdf('budget-c', 'Koalawort')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const [text, large, missing] = await documentTexts(
        [
          file,
          { ...file, filename: 'budget-c-large.pdf', filesize: 10 ** 9 },
          { ...file, filename: 'gone.pdf' },
        ],
        10_000,
        () => expect.fail('nothing is late'),
      )
      expect(text).toContain('Koalawort')
      expect([large, missing]).toEqual(['', ''])
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining('budget-c-large.pdf'),
        expect.stringContaining('gone.pdf'),
      ])
    } finally {
      errors.mockRestore()
    }
  })
})
