import { PDF_TEXT_LIMITS } from '@/lib/constants'
import { pdfText } from '@/lib/search/pdfText'
import { readStoredFile } from '@/lib/uploads/storedFile'
import type { Document } from '@/payload-types'

/** The file of a document record, as far as its text depends on it. */
export type DocumentFile = Pick<Document, 'filename' | 'filesize' | 'mimeType' | 'updatedAt'>

/** File versions whose text is kept; beyond it the longest kept are dropped (far more than the site has). */
const KEPT = 2000
const KEY = Symbol.for('sekundenwerk.search.documentTexts')

type Kept = { texts: Map<string, Promise<string>>; reads: number }

/** Texts read, by file version; shared by every route bundle of the process, like the index itself. */
function kept(): Kept {
  const global = globalThis as { [KEY]?: Kept }
  global[KEY] ??= { texts: new Map(), reads: 0 }
  return global[KEY]
}

async function read(file: DocumentFile & { filename: string }): Promise<string> {
  try {
    if ((file.filesize ?? 0) > PDF_TEXT_LIMITS.maxBytes)
      throw new Error(`larger than ${PDF_TEXT_LIMITS.maxBytes} bytes`)
    const bytes = await readStoredFile('documents', file.filename, PDF_TEXT_LIMITS.maxBytes)
    const { text, complete } = await pdfText(bytes, PDF_TEXT_LIMITS)
    if (!complete) console.warn(`[search] only the beginning of ${file.filename} is searched (limits reached)`)
    return text
  } catch (error) {
    console.error(
      `[search] the text inside ${file.filename} is not searched, only its title:`,
      error instanceof Error ? error.message : error,
    )
    return ''
  }
}

/**
 * The text inside a document's PDF for search: read once per version of the file (its name, size and time of
 * change), not at every reading of the index; '' for a file that is no PDF, too large, broken or unreadable
 * (logged; the document is still found by its title). Within PDF_TEXT_LIMITS, so no file stalls the index.
 */
export function documentText(file: DocumentFile): Promise<string> {
  const { filename } = file
  if (!filename || file.mimeType !== 'application/pdf') return Promise.resolve('')
  const key = `${filename}|${file.filesize ?? ''}|${file.updatedAt}`
  const state = kept()
  let text = state.texts.get(key)
  if (!text) {
    state.reads++
    text = read({ ...file, filename })
    state.texts.set(key, text)
    if (state.texts.size > KEPT) state.texts.delete(state.texts.keys().next().value!)
  }
  return text
}

/** How many files this process has read for their text (a test sees that reading the index again reads none). */
export function documentFilesRead(): number {
  return kept().reads
}
