import zlib from 'node:zlib'
import { uncleanable, type MetadataKind, type Scrubber } from './scrubber'

/**
 * PDF, as writers make it — classic, with object streams (pdf-lib's default and most modern writers'), with
 * incremental updates (every revision's metadata, not only the last):
 * - the document information (author, creating and producing software, title, subject, keywords) is blanked
 *   wherever a dictionary of it stands: in the file's text, and inside compressed object streams, which are
 *   inflated, cleaned and compressed again to exactly their old length (a final stored block pads them), so
 *   that every offset of the file stays right and it opens as before;
 * - a string that is an object of its own (`/Author 12 0 R` points at one) is blanked too;
 * - each XMP metadata stream (`/Type /Metadata`, compressed or not) is replaced by an empty packet of the same
 *   length, and an XMP packet found in the file's text is blanked.
 * A value is overwritten with an empty string and spaces to its old length. Holds a window of HOLD bytes (at
 * most MAX_HOLD while a value is still open, MAX_STREAM for an object or metadata stream being cleaned) in a
 * buffer of its own, reused from chunk to chunk. An object stream it cannot open (an encrypted file, a filter
 * other than Flate) or not fit in its old length again is refused as a file that cannot be cleaned.
 */
const HOLD = 16 * 1024
const MAX_HOLD = 256 * 1024
const MAX_STREAM = 8 * 1024 * 1024
const CONTEXT = 4 * 1024
const XMP_START = Buffer.from('<x:xmpmeta')
const XMP_END = Buffer.from('</x:xmpmeta>')
const STREAM = Buffer.from('stream')
const ENDSTREAM = Buffer.from('endstream')
const OBJ = Buffer.from('obj')
const KEY = /\/(Author|Creator|Producer|Title|Subject|Keywords)\s*([(<])/g
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
const EMPTY_XMP = Buffer.from(
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"/><?xpacket end="w"?>`,
)

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

/** Overwrites the string value in bytes[at, end) with `()` and spaces. */
function blank(bytes: Buffer, at: number, end: number) {
  bytes.write('()', at, 'latin1')
  bytes.fill(SPACE, at + 2, end)
}

/**
 * Blanks the information values in bytes[0, limit) (`context`: the text before it); answers how far it is
 * settled: a value or dictionary still open at the end is left for more bytes unless `final`.
 */
function blankInfo(bytes: Buffer, limit: number, final: boolean, context: string, removed: Set<MetadataKind>): number {
  let settled = final ? limit : Math.max(0, limit - HOLD)
  // Most of a PDF (page content, images) holds none of the keys: no string of it is made.
  if (!KEY_BYTES.some((key) => bytes.subarray(0, limit).includes(key))) return settled
  const text = bytes.toString('latin1', 0, limit)
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
    blank(bytes, at, end)
  }
  return Math.max(settled, limit - MAX_HOLD)
}

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0

/**
 * Blanks strings that are objects of their own (`12 0 obj (Erika) endobj`) in bytes[0, limit); answers how
 * far it is settled. Such an object is what an information value points at; PDF keeps no other text so.
 */
function blankStringObjects(bytes: Buffer, limit: number, final: boolean, removed: Set<MetadataKind>): number {
  let settled = limit
  for (let at = bytes.indexOf(OBJ); at >= 0 && at < limit; at = bytes.indexOf(OBJ, at + 3)) {
    let p = at + 3
    while (p < limit && isSpace(bytes[p])) p++
    if (p >= limit) {
      if (!final) settled = Math.min(settled, at)
      break
    }
    // `<number> <number> obj`: an object's start, not the letters in other bytes.
    if (!isSpace(bytes[at - 1] ?? 0) || !(bytes[at - 2] >= 0x30 && bytes[at - 2] <= 0x39)) continue
    if (bytes[p] !== 0x28 && !(bytes[p] === 0x3c && bytes[p + 1] !== 0x3c)) continue
    if (bytes[p] === 0x3c && p + 1 >= limit && !final) {
      settled = Math.min(settled, at)
      break
    }
    const end = valueEnd(bytes.toString('latin1', p, Math.min(limit, p + MAX_HOLD)), 0)
    if (end < 0) {
      if (!final) settled = Math.min(settled, at)
      continue
    }
    if (end > 2) removed.add('author')
    blank(bytes, p, p + end)
  }
  return settled
}

function adler32(bytes: Buffer): number {
  let a = 1
  let b = 0
  for (let i = 0; i < bytes.length; ) {
    const n = Math.min(bytes.length - i, 3800)
    for (const end = i + n; i < end; i++) {
      a += bytes[i]
      b += a
    }
    a %= 65521
    b %= 65521
  }
  return ((b << 16) | a) >>> 0
}

/**
 * `content` as a zlib stream of exactly `length` bytes: compressed, then padded with spaces in stored blocks
 * (the reader gets `content` and trailing spaces). Null when it does not fit.
 */
export function zlibOfLength(content: Buffer, length: number): Buffer | null {
  const raw = zlib.deflateRawSync(content, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH })
  let remaining = length - 2 - raw.length - 4
  if (remaining < 5) return null
  const blocks: Buffer[] = []
  let padding = 0
  while (remaining > 65540) {
    const n = Math.min(65535, remaining - 10)
    blocks.push(Buffer.from([0x00, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), Buffer.alloc(n, SPACE))
    padding += n
    remaining -= n + 5
  }
  const n = remaining - 5
  blocks.push(Buffer.from([0x01, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), Buffer.alloc(n, SPACE))
  padding += n
  const check = Buffer.alloc(4)
  check.writeUInt32BE(adler32(Buffer.concat([content, Buffer.alloc(padding, SPACE)])))
  return Buffer.concat([Buffer.from([0x78, 0xda]), raw, ...blocks, check])
}

/** What a stream's dictionary says of it. */
type StreamInfo = {
  length: number | null
  kind: 'objects' | 'metadata' | 'other'
  flate: boolean
  plain: boolean
  /** An object stream's count of objects and where the first starts. */
  count: number
  first: number
}

function streamInfo(dictionary: string): StreamInfo {
  const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)
  const kind = /\/Type\s*\/ObjStm\b/.test(dictionary)
    ? 'objects'
    : /\/Type\s*\/Metadata\b/.test(dictionary)
      ? 'metadata'
      : 'other'
  const filter = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1] ?? ''
  const flate = /^(\/FlateDecode|\[\s*\/FlateDecode\s*\])$/.test(filter) && !/\/DecodeParms/.test(dictionary)
  return {
    length: direct ? Number(direct[1]) : null,
    kind,
    flate,
    plain: filter === '',
    count: Number(/\/N\s+(\d+)/.exec(dictionary)?.[1] ?? 0),
    first: Number(/\/First\s+(\d+)/.exec(dictionary)?.[1] ?? 0),
  }
}

export function pdfScrubber(): Scrubber {
  const removed = new Set<MetadataKind>()
  let pending: Buffer = Buffer.alloc(0)
  let held: Buffer = Buffer.alloc(0)
  let context = ''
  let inXmp = false
  /** A stream's data being passed unread, or held to be cleaned. */
  let passing = 0
  let holding: { info: StreamInfo; parts: Buffer[]; bytes: number } | null = null

  const keep = () => {
    if (held.length < pending.length) held = Buffer.allocUnsafe(Math.max(pending.length, 2 * HOLD))
    pending = held.subarray(0, pending.copy(held))
  }

  /** The start of the next stream's data (after `stream` and its end of line) and what its dictionary says. */
  const nextStream = (): { keyword: number; data: number; info: StreamInfo } | null => {
    for (let at = pending.indexOf(STREAM); at >= 0; at = pending.indexOf(STREAM, at + 1)) {
      if (at > 0 && pending[at - 1] === 0x64) continue // `endstream`
      let data = at + STREAM.length
      if (pending[data] === 0x0d) data++
      if (pending[data] !== 0x0a) {
        if (data >= pending.length) return null
        continue
      }
      const before = (context + pending.toString('latin1', Math.max(0, at - CONTEXT), at)).slice(-CONTEXT)
      const object = before.lastIndexOf(' obj')
      if (object < 0 || !before.trimEnd().endsWith('>>')) continue
      return { keyword: at, data: data + 1, info: streamInfo(before.slice(object)) }
    }
    return null
  }

  /** The cleaned data of an object or metadata stream, of exactly its old length. */
  const cleaned = (info: StreamInfo, data: Buffer): Buffer => {
    if (info.kind === 'metadata') {
      removed.add('xmp')
      if (info.plain) {
        const out = Buffer.alloc(data.length, SPACE)
        if (data.length >= EMPTY_XMP.length) EMPTY_XMP.copy(out)
        return out
      }
      const packed = info.flate ? zlibOfLength(EMPTY_XMP, data.length) ?? zlibOfLength(Buffer.alloc(0), data.length) : null
      if (!packed) throw uncleanable('an XMP stream it cannot replace')
      return packed
    }
    if (!info.flate) throw uncleanable('an object stream with a filter other than Flate')
    let objects: Buffer
    try {
      objects = zlib.inflateSync(data, { maxOutputLength: MAX_STREAM })
    } catch {
      throw uncleanable('an object stream it cannot open (encrypted?)')
    }
    const found = new Set<MetadataKind>()
    blankInfo(objects, objects.length, true, '', found)
    blankBareStrings(objects, info, found)
    if (!found.size) return data
    for (const kind of found) removed.add(kind)
    const packed = zlibOfLength(objects, data.length)
    if (!packed) throw uncleanable('an object stream that does not fit its length once cleaned')
    return packed
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
      if (passing > 0) {
        const n = Math.min(passing, pending.length)
        out.push(pending.subarray(0, n))
        pending = pending.subarray(n)
        passing -= n
        if (passing > 0) return out
        continue
      }
      if (holding) {
        const { info } = holding
        let n = pending.length
        let done = false
        if (info.length !== null) {
          n = Math.min(n, info.length - holding.bytes)
          done = holding.bytes + n === info.length
        } else {
          const end = pending.indexOf(ENDSTREAM)
          if (end >= 0) {
            n = end
            done = true
          } else n = Math.max(0, pending.length - ENDSTREAM.length)
        }
        holding.parts.push(Buffer.from(pending.subarray(0, n)))
        holding.bytes += n
        pending = pending.subarray(n)
        if (holding.bytes > MAX_STREAM) throw uncleanable('an object stream too large')
        if (!done) {
          if (final) throw uncleanable('a stream cut short')
          return out
        }
        let data = Buffer.concat(holding.parts)
        // Without a direct length, the data ends before the end of line that precedes `endstream`.
        let eol = Buffer.alloc(0)
        if (info.length === null) {
          let cut = data.length
          if (data[cut - 1] === 0x0a) cut--
          if (data[cut - 1] === 0x0d) cut--
          eol = data.subarray(cut)
          data = data.subarray(0, cut)
        }
        out.push(cleaned(info, data), eol)
        context = ''
        holding = null
        continue
      }
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
      const stream = nextStream()
      const xmp = pending.indexOf(XMP_START)
      const limit = Math.min(stream ? stream.keyword : pending.length, xmp >= 0 ? xmp : pending.length)
      const closed = final || limit < pending.length
      const settled = Math.min(
        blankInfo(pending, limit, closed, context, removed),
        blankStringObjects(pending, limit, closed, removed),
      )
      if (xmp >= 0 && limit === xmp && settled === xmp) {
        emit(xmp)
        removed.add('xmp')
        inXmp = true
        continue
      }
      if (stream && limit === stream.keyword && settled === stream.keyword) {
        emit(stream.data)
        const { info } = stream
        if (info.kind !== 'other') holding = { info, parts: [], bytes: 0 }
        else if (info.length !== null) passing = info.length
        continue
      }
      emit(final ? pending.length : Math.min(settled, Math.max(0, pending.length - STREAM.length - 2)))
      return out
    }
  }

  return {
    removed,
    write(chunk) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      const out = run(false)
      // What is handed on are pieces of the chunk that came (the sealing copies them at once); what is
      // held moves to the scrubber's own buffer.
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

/**
 * In an object stream's data: an object that is a bare string (an information value of its own, which a
 * dictionary points at). The header pairs numbers and offsets; each object runs to the next offset.
 */
function blankBareStrings(objects: Buffer, info: StreamInfo, found: Set<MetadataKind>) {
  const header = objects.toString('latin1', 0, Math.min(info.first, objects.length)).trim().split(/\s+/).map(Number)
  const offsets = header.filter((_, i) => i % 2 === 1).slice(0, info.count)
  for (const [i, offset] of offsets.entries()) {
    const start = info.first + offset
    const end = i + 1 < offsets.length ? info.first + offsets[i + 1] : objects.length
    if (!Number.isInteger(start) || start < info.first || end > objects.length || end <= start) continue
    const body = objects.toString('latin1', start, end)
    const value = body.trim()
    const bare = /^\((?:[^\\]|\\.)*\)$/s.test(value) || /^<[0-9A-Fa-f\s]*>$/.test(value)
    if (!bare) continue
    const at = start + body.indexOf(value[0])
    if (value.length > 2) found.add('author')
    blank(objects, at, at + value.length)
  }
}
