import zlib from 'node:zlib'
import { Inflate } from 'pako'
import { uncleanable, type MetadataKind, type Scrubber } from './scrubber'

/**
 * DOCX, XLSX and ODT are ZIP files, rewritten as they stream:
 * - the document properties (author, last editor, company, editing time, custom properties) stand in parts of
 *   their own — `docProps/core.xml`, `app.xml`, `custom.xml`, ODF's `meta.xml` — each replaced by an empty one;
 *   the people of a document's comments (`word/people.xml`, `xl/persons/person.xml`) lose their names;
 * - in the document's own XML, the names of comments' and tracked changes' authors (`w:author`, `w:initials`,
 *   a spreadsheet's `<author>`, ODF's `<dc:creator>` in annotations and change records), document variables'
 *   values, and links to a template on the author's machine (`file:///C:/Users/…`) are emptied.
 * Parts are found by their local headers; a part whose size only its data descriptor tells (LibreOffice,
 * Java's writers) is inflated as it passes to find its end. A rewritten part is held inflated (at most
 * MAX_PART bytes) and written again deflated, with its sizes in its header; the central directory at the end
 * (at most TAIL bytes) is rewritten to the new offsets and sizes. What this cannot follow (ZIP64, a stored part
 * of unknown size, encryption, a directory not where the end record says) is refused as a file that cannot be
 * cleaned, never stored with its names.
 */
const LOCAL = 0x04034b50
const CENTRAL = 0x02014b50
const END = 0x06054b50
const DESCRIPTOR = 0x08074b50
const TAIL = 4 * 1024 * 1024
const MAX_PART = 32 * 1024 * 1024

const EMPTY: Record<string, { content: string; kind: MetadataKind }> = {
  'docProps/core.xml': {
    kind: 'author',
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>',
  },
  'docProps/app.xml': {
    kind: 'software',
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"/>',
  },
  'docProps/custom.xml': {
    kind: 'author',
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"/>',
  },
  'meta.xml': {
    kind: 'author',
    content:
      '<?xml version="1.0" encoding="UTF-8"?>\n<office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" office:version="1.2"><office:meta/></office:document-meta>',
  },
  'word/people.xml': {
    kind: 'people',
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w15:people xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"/>',
  },
}

/** The parts whose XML names people: a Word, Excel or ODF document's own XML, and its relationships. */
const rewritten = (name: string) =>
  /^(word|xl)\/.*\.(xml|rels)$/.test(name) || /^(content|styles)\.xml$/.test(name) || name === '_rels/.rels'

/** What is emptied in a part, and as what kind. */
const CLEANING: { pattern: RegExp; replace: string; kind: MetadataKind }[] = [
  // Comments' and tracked changes' authors (Word), people's names and ids (Word, Excel).
  { pattern: /\b((?:w|w15|w16cex|w16du)?:?(?:author|initials|userId|providerId|displayName))="[^"]*"/g, replace: '$1=""', kind: 'people' },
  // A spreadsheet's comment authors; ODF's annotation and change-record creators and author fields.
  { pattern: /<(author|dc:creator|meta:creator-initials|loext:sender-initials|text:author-name|text:author-initials)(\s[^>]*)?>[^<]*<\/\1>/g, replace: '<$1$2></$1>', kind: 'people' },
  // Document variables: any value a template or macro stored, a name as often as not.
  { pattern: /(<w:docVar\b[^>]*\bw:val=)"[^"]*"/g, replace: '$1""', kind: 'author' },
  // A template or link on the author's own machine: its path names them.
  { pattern: /\bTarget="file:[^"]*"/g, replace: 'Target=""', kind: 'author' },
]

/** Cleans one part's XML; answers the text and what was found. */
export function cleanOfficeXml(xml: string, found: Set<MetadataKind>): string {
  let text = xml
  for (const { pattern, replace, kind } of CLEANING) {
    text = text.replace(pattern, (match, ...groups) => {
      const cleaned = replace.replace(/\$(\d)/g, (_, n) => groups[Number(n) - 1] ?? '')
      if (cleaned !== match) found.add(kind)
      return cleaned
    })
  }
  return text
}

/** How an entry was written: where its header now stands, and its new sizes when it was rewritten. */
type Written = { offset: number; crc?: number; compressed?: number; size?: number; method?: number }

/** An inflater that tells where its deflate stream ended in the bytes pushed (pako's own count). */
function inflater(keep: boolean) {
  const chunks: Buffer[] = []
  let size = 0
  const inflate = new Inflate({ raw: true })
  inflate.onData = (chunk: Uint8Array) => {
    size += chunk.length
    if (size > MAX_PART && keep) throw uncleanable('a part too large to clean')
    if (keep) chunks.push(Buffer.from(chunk))
  }
  return {
    /** Pushes `bytes`; answers how many of them belonged to the stream (all of them while it goes on). */
    push(bytes: Buffer): number {
      inflate.push(bytes, false)
      if (inflate.err) throw uncleanable('a part that does not inflate')
      if (!inflate.ended) return bytes.length
      // pako keeps the input it did not need once the stream ended.
      const left = (inflate as unknown as { strm: { avail_in: number } }).strm.avail_in
      return bytes.length - left
    },
    get ended() {
      return inflate.ended
    },
    text: () => Buffer.concat(chunks),
  }
}

export function officeScrubber(): Scrubber {
  const removed = new Set<MetadataKind>()
  const written = new Map<number, Written>()
  let pending: Buffer = Buffer.alloc(0)
  /** Offset in the original file of pending[0], and bytes handed on so far. */
  let at = 0
  let out = 0
  type Part = {
    name: string
    header: Buffer
    flags: number
    method: number
    compressed: number
    known: boolean
    action: 'copy' | 'empty' | 'rewrite'
  }
  let part: Part | null = null
  /** Of the current part: data bytes still to pass or drop, the inflater of one of unknown size, what is held. */
  let left = 0
  let inflating: ReturnType<typeof inflater> | null = null
  let stored: Buffer[] = []
  let descriptor = false
  let tail: Buffer[] | null = null
  let tailBytes = 0
  let directoryAt = 0
  let directoryOut = 0

  const take = (n: number) => {
    const bytes = pending.subarray(0, n)
    pending = pending.subarray(n)
    at += n
    return bytes
  }
  const emit = (result: Buffer[], bytes: Buffer) => {
    if (!bytes.length) return
    result.push(bytes)
    out += bytes.length
  }

  const startPart = (result: Buffer[]): boolean => {
    if (pending.length < 30) return false
    const nameLength = pending.readUInt16LE(26)
    const extraLength = pending.readUInt16LE(28)
    const headerLength = 30 + nameLength + extraLength
    if (pending.length < headerLength) return false
    const flags = pending.readUInt16LE(6)
    const method = pending.readUInt16LE(8)
    const compressed = pending.readUInt32LE(18)
    const name = pending.toString('utf8', 30, 30 + nameLength)
    if (flags & 0x1) throw uncleanable('an encrypted part')
    if (compressed === 0xffffffff || pending.readUInt32LE(22) === 0xffffffff) throw uncleanable('ZIP64')
    const known = !(flags & 0x8) || compressed !== 0
    const action = EMPTY[name] ? 'empty' : rewritten(name) ? 'rewrite' : 'copy'
    if (!known && method !== 8) throw uncleanable('a part of unknown size')
    if (action !== 'copy' && method !== 0 && method !== 8) throw uncleanable('a compression this does not read')
    const headerAt = at
    const header = Buffer.from(take(headerLength))
    part = { name, header, flags, method, compressed, known, action }
    written.set(headerAt, { offset: out })
    descriptor = Boolean(flags & 0x8)
    left = known ? compressed : 0
    stored = []
    inflating = known && !(action === 'rewrite' && method === 8) ? null : inflater(action === 'rewrite')
    if (action === 'copy') emit(result, header)
    return true
  }

  /** Passes, drops or holds the current part's data; answers whether it is through. */
  const partData = (result: Buffer[]): boolean => {
    const current = part!
    while (pending.length) {
      if (inflating && !inflating.ended) {
        const chunk = current.known ? pending.subarray(0, Math.min(left, pending.length)) : pending
        const used = inflating.push(chunk)
        const bytes = take(used)
        if (current.known) left -= used
        if (current.action === 'copy') emit(result, bytes)
        if (!inflating.ended) {
          if (current.known && left === 0) throw uncleanable('a part cut short')
          continue
        }
        if (current.known && left > 0) throw uncleanable('a part longer than its stream')
        return true
      }
      if (inflating?.ended) return true
      const n = Math.min(left, pending.length)
      const bytes = take(n)
      left -= n
      if (current.action === 'copy') emit(result, bytes)
      else if (current.action === 'rewrite') {
        stored.push(Buffer.from(bytes))
        if (stored.reduce((sum, b) => sum + b.length, 0) > MAX_PART) throw uncleanable('a part too large to clean')
      }
      if (left === 0) return true
    }
    return (inflating?.ended ?? false) || (!inflating && left === 0)
  }

  /** Writes the replaced or cleaned part with its sizes in its header (no descriptor). */
  const finishPart = (result: Buffer[]) => {
    const current = part!
    if (current.action === 'copy') return
    const entry = written.get([...written.keys()].at(-1)!)!
    let data: Buffer
    let plain: Buffer
    let method: number
    if (current.action === 'empty') {
      plain = Buffer.from(EMPTY[current.name].content)
      data = plain
      method = 0
      removed.add(EMPTY[current.name].kind)
    } else {
      const raw = inflating ? inflating.text() : Buffer.concat(stored)
      const original = current.method === 8 && !inflating ? zlib.inflateRawSync(raw) : raw
      plain = Buffer.from(cleanOfficeXml(original.toString('utf8'), removed))
      data = zlib.deflateRawSync(plain)
      method = 8
    }
    const nameLength = current.header.readUInt16LE(26)
    const header = Buffer.from(current.header.subarray(0, 30 + nameLength))
    header.writeUInt16LE(current.flags & ~0x8, 6)
    header.writeUInt16LE(method, 8)
    const crc = zlib.crc32(plain)
    header.writeUInt32LE(crc, 14)
    header.writeUInt32LE(data.length, 18)
    header.writeUInt32LE(plain.length, 22)
    header.writeUInt16LE(0, 28)
    emit(result, header)
    emit(result, data)
    Object.assign(entry, { crc, compressed: data.length, size: plain.length, method })
  }

  /** The data descriptor after a part: 12 bytes, or 16 with its signature. Answers false until it is here. */
  const passDescriptor = (result: Buffer[]): boolean => {
    if (pending.length < 4) return false
    const length = pending.readUInt32LE(0) === DESCRIPTOR ? 16 : 12
    if (pending.length < length) return false
    const bytes = take(length)
    if (part!.action === 'copy') emit(result, bytes)
    return true
  }

  const run = (result: Buffer[]) => {
    for (;;) {
      if (tail) {
        if (pending.length) {
          tail.push(Buffer.from(pending))
          tailBytes += pending.length
          at += pending.length
          pending = Buffer.alloc(0)
          if (tailBytes > TAIL) throw uncleanable('a directory too large')
        }
        return
      }
      if (part) {
        if (left > 0 || inflating) {
          if (!partData(result)) return
          finishPart(result)
          left = 0
          inflating = null
        }
        if (descriptor) {
          if (!passDescriptor(result)) return
          descriptor = false
        }
        part = null
        continue
      }
      if (pending.length < 4) return
      if (pending.readUInt32LE(0) !== LOCAL) {
        // The central directory (or what precedes it): held to the end and rewritten there.
        tail = []
        directoryAt = at
        directoryOut = out
        continue
      }
      if (!startPart(result)) return
      // A part with no data at all (a folder, an empty file).
      if (part && left === 0 && !inflating) {
        finishPart(result)
      }
    }
  }

  const rewriteDirectory = (bytes: Buffer): Buffer => {
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
    if (end < 0 || bytes.length < end + 22 || bytes.readUInt32LE(end) !== END) throw uncleanable('no ZIP end record')
    const directoryOffset = bytes.readUInt32LE(end + 16)
    if (directoryOffset === 0xffffffff) throw uncleanable('ZIP64')
    let p = directoryOffset - directoryAt
    if (p < 0 || p > end) throw uncleanable('a directory not where its end record says')
    while (p < end && bytes.readUInt32LE(p) === CENTRAL) {
      const local = bytes.readUInt32LE(p + 42)
      const entry = written.get(local)
      if (!entry) throw uncleanable('a directory entry without its part')
      if (entry.crc !== undefined) {
        bytes.writeUInt16LE(bytes.readUInt16LE(p + 8) & ~0x8, p + 8)
        bytes.writeUInt16LE(entry.method!, p + 10)
        bytes.writeUInt32LE(entry.crc, p + 16)
        bytes.writeUInt32LE(entry.compressed!, p + 20)
        bytes.writeUInt32LE(entry.size!, p + 24)
      }
      bytes.writeUInt32LE(entry.offset, p + 42)
      p += 46 + bytes.readUInt16LE(p + 28) + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32)
    }
    bytes.writeUInt32LE(directoryOut + (directoryOffset - directoryAt), end + 16)
    return bytes
  }

  return {
    removed,
    write(chunk) {
      const result: Buffer[] = []
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      run(result)
      // Held between chunks: a header, or a part's bytes not yet through; copied, so the chunk may go.
      if (pending.length) pending = Buffer.from(pending)
      return result
    },
    end() {
      const result: Buffer[] = []
      run(result)
      if (part || !tail) throw uncleanable('a ZIP cut short')
      result.push(rewriteDirectory(Buffer.concat(tail)))
      return result
    },
  }
}
