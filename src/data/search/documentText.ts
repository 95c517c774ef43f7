import { PDF_TEXT_LIMITS } from '@/lib/constants'
import { pdfText } from '@/lib/search/pdfText'
import { readStoredFile } from '@/lib/uploads/storedFile'
import type { Document } from '@/payload-types'

/** The file of a document record, as far as its text depends on it. */
export type DocumentFile = Pick<Document, 'filename' | 'filesize' | 'mimeType' | 'updatedAt'>

/** File versions whose text is kept; beyond it the longest kept are dropped (far more than the site has). */
const KEPT = 2000
const KEY = Symbol.for('sekundenwerk.search.documentTexts')

/** A file's text being read, and the text once it is. */
type Text = { promise: Promise<string>; value?: string }
type Kept = { texts: Map<string, Text>; reads: number }

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

/** The cache key of a file's version, or null for a file whose text is not read (no PDF). */
function versionOf(file: DocumentFile): string | null {
  if (!file.filename || file.mimeType !== 'application/pdf') return null
  return `${file.filename}|${file.filesize ?? ''}|${file.updatedAt}`
}

/**
 * The text inside a document's PDF for search: read once per version of the file (its name, size and time of
 * change), not at every reading of the index; '' for a file that is no PDF, too large, broken or unreadable
 * (logged; the document is still found by its title). Within PDF_TEXT_LIMITS, so no file stalls the index.
 */
export function documentText(file: DocumentFile): Promise<string> {
  const key = versionOf(file)
  if (!key) return Promise.resolve('')
  const state = kept()
  let text = state.texts.get(key)
  if (!text) {
    state.reads++
    const entry: Text = { promise: read({ ...file, filename: file.filename! }) }
    entry.promise.then((value) => (entry.value = value))
    text = entry
    state.texts.set(key, entry)
    if (state.texts.size > KEPT) state.texts.delete(state.texts.keys().next().value!)
  }
  return text.promise
}

/** The text of a file already read, without waiting; undefined while it is being read or not yet. */
function readText(file: DocumentFile): string | undefined {
  const key = versionOf(file)
  return key ? kept().texts.get(key)?.value : ''
}

/** Resolves (to nothing) after `ms`, without keeping the process alive. */
function wait(ms: number): Promise<undefined> {
  return new Promise((resolve) => {
    const timer: NodeJS.Timeout = setTimeout(() => resolve(undefined), ms)
    timer.unref()
  })
}

/**
 * The texts of `files`, in their order, read one after the other (a first reading of many PDFs takes no second
 * core). What is not read within `budgetMs` is '' for now (the document is found by its title) and read on in
 * the background, one file after the other; `whenLate` is called once that is done, so the index reads the
 * documents again. Many slow files thus never hold up a search for longer than the budget.
 */
export async function documentTexts(
  files: readonly DocumentFile[],
  budgetMs: number,
  whenLate: () => void,
): Promise<string[]> {
  const deadline = Date.now() + budgetMs
  const texts: string[] = []
  const late: DocumentFile[] = []
  for (const file of files) {
    const known = readText(file)
    const left = deadline - Date.now()
    if (known !== undefined || left > 0) {
      const text = known ?? (await Promise.race([documentText(file), wait(left)]))
      if (text !== undefined) {
        texts.push(text)
        continue
      }
    }
    texts.push('')
    late.push(file)
  }
  if (late.length) {
    void (async () => {
      for (const file of late) await documentText(file)
      whenLate()
    })()
  }
  return texts
}

/** How many files this process has read for their text (a test sees that reading the index again reads none). */
export function documentFilesRead(): number {
  return kept().reads
}
