import type { MetadataKind, Scrubber } from './scrubber'

/**
 * PDF: the document information (author, creating and producing software, title, subject, keywords) and the
 * XMP packet are blanked where they stand uncompressed — each value is overwritten with an empty string and
 * spaces to its old length, so every offset of the file stays right and the file opens as before. Values inside compressed
 * object streams, or kept in objects of their own (`/Author 12 0 R`), cannot be reached this way and stay.
 * Holds a window of HOLD bytes (at most MAX_HOLD while a value is still open) in a buffer of its own, reused
 * from chunk to chunk: what it hands on are pieces of the chunk that came, which the sealing copies at once,
 * so no piece of a large file outlives V8's young generation and waits for a full collection.
 */
const HOLD = 16 * 1024
/** A value still open after this many bytes is no metadata this reads: what came before it passes on. */
const MAX_HOLD = 256 * 1024
const CONTEXT = 4 * 1024
const XMP_START = Buffer.from('<x:xmpmeta')
const XMP_END = Buffer.from('</x:xmpmeta>')
const KEY = /\/(Author|Creator|Producer|Title|Subject|Keywords)\s*([(<])/g
/** The same keys as bytes: looked for first, so that the window is made a string only where one stands. */
const KEY_BYTES = ['Author', 'Creator', 'Producer', 'Title', 'Subject', 'Keywords'].map((key) => Buffer.from(`/${key}`))
/** Keys that only the document information holds: a dictionary with one of them is that. */
const INFO = /\/(Author|Creator|Producer|CreationDate|ModDate)\b/
const KINDS: Record<string, MetadataKind> = {
  Author: 'author',
  Creator: 'software',
  Producer: 'software',
  Title: 'title',
  Subject: 'title',
  Keywords: 'title',
}
const SPACE = 0x20

/** The index after the string value starting at `at` (its `(` or `<`), or -1 when it ends beyond `text`. */
function valueEnd(text: string, at: number): number {
  if (text[at] === '<') {
    const end = text.indexOf('>', at)
    return end < 0 ? -1 : end + 1
  }
  let depth = 0
  for (let i = at; i < text.length; i++) {
    const c = text[i]
    if (c === '\\') i++
    else if (c === '(') depth++
    else if (c === ')' && --depth === 0) return i + 1
  }
  return -1
}

export function pdfScrubber(): Scrubber {
  const removed = new Set<MetadataKind>()
  let pending: Buffer = Buffer.alloc(0)
  /** The scrubber's own buffer for what it holds between chunks. */
  let held: Buffer = Buffer.alloc(0)
  let context = ''
  let inXmp = false

  /** Moves what is held into the scrubber's own buffer: the chunk it was part of may go. */
  const keep = () => {
    if (held.length < pending.length) held = Buffer.allocUnsafe(Math.max(pending.length, 2 * HOLD))
    pending = held.subarray(0, pending.copy(held))
  }

  /** Blanks the information values in pending[0, limit); answers how far it is settled. */
  const blankInfo = (limit: number, final: boolean): number => {
    let settled = final ? limit : Math.max(0, limit - HOLD)
    // Most of a PDF (page content, images) holds none of the keys: no string of it is made, which kept the
    // young generation of the heap busy with a copy of every chunk of a large upload.
    if (!KEY_BYTES.some((key) => pending.subarray(0, limit).includes(key))) return settled
    const text = pending.toString('latin1', 0, limit)
    for (const match of text.matchAll(KEY)) {
      const at = match.index + match[0].length - 1
      if (match[2] === '<' && text[at + 1] === '<') continue
      const end = valueEnd(text, at)
      if (end < 0) {
        if (!final) settled = Math.min(settled, match.index)
        continue
      }
      const before = (context + text.slice(0, match.index)).slice(-CONTEXT)
      const open = before.lastIndexOf('<<')
      const close = text.indexOf('>>', end)
      if (open < 0 || (close < 0 && !final)) {
        if (close < 0 && !final) settled = Math.min(settled, match.index)
        continue
      }
      const dictionary = before.slice(open) + text.slice(match.index, close < 0 ? undefined : close)
      if (!INFO.test(dictionary)) continue
      if (text.slice(at + 1, end - 1).trim()) removed.add(KINDS[match[1]])
      // An empty string, then spaces to the old end.
      pending.write('()', at, 'latin1')
      pending.fill(SPACE, at + 2, end)
    }
    return Math.max(settled, limit - MAX_HOLD)
  }

  const run = (final: boolean): Buffer[] => {
    const out: Buffer[] = []
    const emit = (n: number) => {
      if (!n) return
      out.push(pending.subarray(0, n))
      context = (context + pending.toString('latin1', Math.max(0, n - CONTEXT), n)).slice(-CONTEXT)
      pending = pending.subarray(n)
    }
    for (;;) {
      if (inXmp) {
        const end = pending.indexOf(XMP_END)
        if (end < 0) {
          const n = final ? pending.length : Math.max(0, pending.length - XMP_END.length)
          pending.fill(SPACE, 0, n)
          emit(n)
          return out
        }
        pending.fill(SPACE, 0, end + XMP_END.length)
        emit(end + XMP_END.length)
        inXmp = false
        continue
      }
      const start = pending.indexOf(XMP_START)
      const settled = blankInfo(start < 0 ? pending.length : start, final || start >= 0)
      if (start >= 0 && settled === start) {
        emit(start)
        removed.add('xmp')
        inXmp = true
        continue
      }
      emit(settled)
      return out
    }
  }

  return {
    removed,
    write(chunk) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      const out = run(false)
      keep()
      return out
    },
    end() {
      const out = run(true)
      if (pending.length) out.push(pending)
      pending = Buffer.alloc(0)
      return out
    },
  }
}
