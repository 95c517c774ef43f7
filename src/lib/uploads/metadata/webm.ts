import { NotThisType, uncleanable, type MetadataKind, type Scrubber } from './scrubber'

/**
 * WebM voice messages (a browser's or phone's recording): EBML elements of ID, size and content. The ones
 * that carry words become Void elements of the same length (every position the file's index names stays
 * right): the tags (`Tags`: artist, title, encoder), attachments and chapters, the title, and a track's name;
 * the recording program's names (MuxingApp, WritingApp) are emptied. Sizes left open (a live recording's
 * segment and clusters) are followed: a cluster ends where an element of the segment begins. A file with a
 * video track is no voice message.
 */
const SEGMENT = 0x18538067
const CLUSTER = 0x1f43b675
const INFO = 0x1549a966
const TRACKS = 0x1654ae6b
const TRACK_ENTRY = 0xae
const TRACK_TYPE = 0x83
const VIDEO = 0xe0
const VOIDED: Record<number, MetadataKind> = {
  0x1254c367: 'tags', // Tags
  0x1941a469: 'tags', // Attachments
  0x1043a770: 'tags', // Chapters
  0x7ba9: 'title', // Title
  0x536e: 'tags', // a track's Name
}
const EMPTIED: Record<number, MetadataKind> = { 0x4d80: 'software', 0x5741: 'software' }
/** Elements of a segment: one of them ends a cluster of open size. */
const SEGMENT_CHILDREN = new Set([0x114d9b74, INFO, TRACKS, CLUSTER, 0x1c53bb6b, 0x1254c367, 0x1941a469, 0x1043a770])
const OPENED: Record<number, number[]> = {
  0: [SEGMENT],
  [SEGMENT]: [INFO, TRACKS, CLUSTER],
  [TRACKS]: [TRACK_ENTRY],
}

type Element = { id: number; idLength: number; sizeLength: number; size: number | null }

/** The element whose header starts `bytes`, or null until it is all there. */
function elementAt(bytes: Buffer): Element | null {
  if (!bytes.length) return null
  const idLength = Math.clz32(bytes[0]) - 23
  if (idLength < 1 || idLength > 4) throw uncleanable('an element it cannot read')
  if (bytes.length < idLength + 1) return null
  const sizeLength = Math.clz32(bytes[idLength]) - 23
  if (sizeLength < 1 || sizeLength > 8) throw uncleanable('an element it cannot read')
  if (bytes.length < idLength + sizeLength) return null
  const id = bytes.readUIntBE(0, idLength)
  let size = bytes[idLength] & (0xff >> sizeLength)
  let unknown = size === (0xff >> sizeLength)
  for (let i = 1; i < sizeLength; i++) {
    size = size * 256 + bytes[idLength + i]
    if (bytes[idLength + i] !== 0xff) unknown = false
  }
  return { id, idLength, sizeLength, size: unknown ? null : size }
}

/** A Void element's header for an element of `total` bytes: ID 0xEC, then a size that keeps the length. */
function voidHeader(total: number): Buffer {
  if (total >= 9) {
    const header = Buffer.alloc(9)
    header[0] = 0xec
    header[1] = 0x01
    header.writeUIntBE(total - 9, 3, 6)
    return header
  }
  return Buffer.from([0xec, 0x80 | (total - 2)])
}

export function webmScrubber(): Scrubber {
  const removed = new Set<MetadataKind>()
  let pending: Buffer = Buffer.alloc(0)
  let at = 0
  /** The elements opened around `at`: their ID and where they end (null: open size). */
  const open: { id: number; end: number | null }[] = []
  let copy = 0
  let zeros = 0
  let rest = false
  let audio = false

  const run = (out: Buffer[]) => {
    for (;;) {
      if (rest) {
        if (pending.length) out.push(pending)
        at += pending.length
        pending = Buffer.alloc(0)
        return
      }
      if (copy > 0 || zeros > 0) {
        const n = Math.min(copy || zeros, pending.length)
        if (!n) return
        out.push(copy ? pending.subarray(0, n) : Buffer.alloc(n))
        pending = pending.subarray(n)
        at += n
        if (copy) copy -= n
        else zeros -= n
        continue
      }
      while (open.length && open.at(-1)!.end !== null && open.at(-1)!.end! <= at) open.pop()
      const element = elementAt(pending)
      if (!element) return
      // A cluster of open size ends where the segment's next element begins.
      if (open.at(-1)?.id === CLUSTER && open.at(-1)!.end === null && SEGMENT_CHILDREN.has(element.id)) {
        open.pop()
        continue
      }
      const parent = open.at(-1)?.id ?? 0
      const header = element.idLength + element.sizeLength
      if (element.id === VIDEO) throw new NotThisType('a video, not a voice message')
      if (element.id === TRACK_TYPE && parent === TRACK_ENTRY) {
        if (pending.length < header + 1) return
        if (pending[header] === 1) throw new NotThisType('a video, not a voice message')
        if (pending[header] === 2) audio = true
      }
      if (OPENED[parent]?.includes(element.id)) {
        out.push(pending.subarray(0, header))
        open.push({ id: element.id, end: element.size === null ? null : at + header + element.size })
        pending = pending.subarray(header)
        at += header
        continue
      }
      if (element.size === null) {
        // An element of open size that is not a segment or cluster: nothing this can follow further.
        if (VOIDED[element.id]) throw uncleanable('tags of open size')
        rest = true
        continue
      }
      const total = header + element.size
      if (VOIDED[element.id] || EMPTIED[element.id]) {
        const replacement = VOIDED[element.id] ? voidHeader(total) : Buffer.from(pending.subarray(0, header))
        if (element.size > 0 || VOIDED[element.id]) removed.add(VOIDED[element.id] ?? EMPTIED[element.id])
        // As many bytes as the new header are read and dropped (a Void's header may be longer than the
        // element's); the rest of the content passes as zeros.
        if (pending.length < replacement.length) return
        out.push(replacement)
        pending = pending.subarray(replacement.length)
        at += replacement.length
        zeros = total - replacement.length
        continue
      }
      copy = total
    }
  }

  return {
    removed,
    write(chunk) {
      const out: Buffer[] = []
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      run(out)
      if (pending.length) pending = Buffer.from(pending)
      return out
    },
    end() {
      const out: Buffer[] = []
      run(out)
      if (!audio) throw new NotThisType('no audio track')
      if (pending.length) out.push(pending)
      return out
    },
  }
}
