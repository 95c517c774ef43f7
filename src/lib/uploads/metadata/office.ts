import zlib from 'node:zlib'
import type { MetadataKind, Scrubber } from './scrubber'

/**
 * DOCX, XLSX and ODT are ZIP files: their document properties (author, last editor, company, times, editing
 * time) stand in one part each — `docProps/core.xml` and `docProps/app.xml`, or `meta.xml` — which is replaced,
 * as the file streams, by an empty one of the same kind (stored, with its own checksum). The central directory
 * at the end is rewritten to the new offsets. Holds one local header and the last TAIL bytes at a time.
 *
 * Where the structure is not what this reads reliably (a part whose size the local header leaves to its data
 * descriptor, a descriptor without its signature, ZIP64, a central directory larger than TAIL), nothing more is replaced and the rest passes as
 * it is; should a part have been replaced already and the directory then not be found, the file is refused
 * rather than stored broken.
 */
const LOCAL = 0x04034b50
const CENTRAL = 0x02014b50
const END = Buffer.from([0x50, 0x4b, 0x05, 0x06])
const TAIL = 512 * 1024

const EMPTY: Record<string, string> = {
  'docProps/core.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>',
  'docProps/app.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"/>',
  'meta.xml':
    '<?xml version="1.0" encoding="UTF-8"?>\n<office:document-meta xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" office:version="1.2"><office:meta/></office:document-meta>',
}
const KIND: Record<string, MetadataKind> = {
  'docProps/core.xml': 'author',
  'docProps/app.xml': 'software',
  'meta.xml': 'author',
}

/** A replaced part: where its header stood, and how its sizes changed. */
type Replaced = { offset: number; delta: number; crc: number; size: number }

export function officeScrubber(): Scrubber {
  const removed = new Set<MetadataKind>()
  const replaced: Replaced[] = []
  let pending: Buffer = Buffer.alloc(0)
  /** Offset in the original file of pending[0]. */
  let at = 0
  /** Bytes of the current part's data still to copy or skip. */
  let copy = 0
  let skip = 0
  /** false once the structure is not followed any more: the rest goes to the tail unchanged. */
  let inSync = true

  const shift = (n: number) => {
    pending = pending.subarray(n)
    at += n
  }

  /**
   * Once the structure is not followed: the chunks as they came, the oldest handed on while the rest still
   * holds the last TAIL bytes (made one buffer only at the end), so a chunk is never copied into a larger one.
   */
  const tail: Buffer[] = []
  let tailBytes = 0
  const release = (out: Buffer[], chunk: Buffer) => {
    if (chunk.length) tail.push(chunk)
    tailBytes += chunk.length
    while (tail.length > 1 && tailBytes - tail[0].length >= TAIL) {
      const first = tail.shift()!
      out.push(first)
      tailBytes -= first.length
      at += first.length
    }
  }

  const run = (out: Buffer[]) => {
    while (inSync) {
      if (copy > 0) {
        const n = Math.min(copy, pending.length)
        out.push(pending.subarray(0, n))
        shift(n)
        copy -= n
        if (copy > 0) return
        continue
      }
      if (skip > 0) {
        const n = Math.min(skip, pending.length)
        shift(n)
        skip -= n
        if (skip > 0) return
        continue
      }
      if (pending.length < 30) return
      const signature = pending.readUInt32LE(0)
      if (signature !== LOCAL) {
        // The central directory (or something this does not read): it stays in the tail.
        inSync = false
        return
      }
      const nameLength = pending.readUInt16LE(26)
      const extraLength = pending.readUInt16LE(28)
      const headerLength = 30 + nameLength + extraLength
      if (pending.length < headerLength) return
      const flags = pending.readUInt16LE(6)
      const compressed = pending.readUInt32LE(18)
      // ZIP64, or a part whose size only its data descriptor tells: not followed further.
      if (compressed === 0xffffffff || (flags & 0x8 && compressed === 0)) {
        inSync = false
        return
      }
      const name = pending.toString('utf8', 30, 30 + nameLength)
      const empty = EMPTY[name]
      // A data descriptor after the data (its size known from the header): passed on with the part. Such a
      // part is never replaced: a descriptor without its signature would be 4 bytes shorter.
      const descriptor = flags & 0x8 ? 16 : 0
      if (!empty || flags & 0x9) {
        copy = headerLength + compressed + descriptor
        continue
      }
      const data = Buffer.from(empty)
      const crc = zlib.crc32(data)
      const header = Buffer.from(pending.subarray(0, 30 + nameLength))
      header.writeUInt16LE(0, 8)
      header.writeUInt32LE(crc, 14)
      header.writeUInt32LE(data.length, 18)
      header.writeUInt32LE(data.length, 22)
      header.writeUInt16LE(0, 28)
      out.push(header, data)
      replaced.push({ offset: at, delta: header.length + data.length - (headerLength + compressed), crc, size: data.length })
      removed.add(KIND[name])
      skip = headerLength + compressed
    }
  }

  /** The new offset of a local header that stood at `offset`. */
  const moved = (offset: number) =>
    offset + replaced.filter((entry) => entry.offset < offset).reduce((sum, entry) => sum + entry.delta, 0)

  /** Rewrites the central directory and its end record in `tail` (the file's last bytes, from `start`). */
  const rewriteDirectory = (tail: Buffer, start: number): Buffer => {
    const end = tail.lastIndexOf(END)
    if (end < 0 || tail.length < end + 22) throw new Error('ZIP end record not found')
    const out = Buffer.from(tail)
    const directoryOffset = out.readUInt32LE(end + 16)
    const directorySize = out.readUInt32LE(end + 12)
    let p = directoryOffset - start
    if (p < 0 || p + directorySize > end) throw new Error('ZIP directory beyond the window')
    while (p < end && out.readUInt32LE(p) === CENTRAL) {
      const local = out.readUInt32LE(p + 42)
      const entry = replaced.find((candidate) => candidate.offset === local)
      if (entry) {
        out.writeUInt16LE(0, p + 10)
        out.writeUInt32LE(entry.crc, p + 16)
        out.writeUInt32LE(entry.size, p + 20)
        out.writeUInt32LE(entry.size, p + 24)
      }
      out.writeUInt32LE(moved(local), p + 42)
      p += 46 + out.readUInt16LE(p + 28) + out.readUInt16LE(p + 30) + out.readUInt16LE(p + 32)
    }
    out.writeUInt32LE(moved(directoryOffset), end + 16)
    return out
  }

  return {
    removed,
    write(chunk) {
      const out: Buffer[] = []
      if (!inSync) {
        release(out, chunk)
        return out
      }
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      run(out)
      if (!inSync) {
        const rest = pending
        pending = Buffer.alloc(0)
        release(out, rest)
      }
      return out
    },
    end() {
      const rest = inSync ? pending : Buffer.concat(tail)
      if (!replaced.length) return rest.length ? [rest] : []
      if (skip > 0 || copy > 0) throw new Error('ZIP cut short')
      return [rewriteDirectory(rest, at)]
    },
  }
}
