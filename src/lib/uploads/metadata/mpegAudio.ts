import { NotThisType, uncleanable, type MetadataKind, type Scrubber } from './scrubber'

/**
 * MP3 and AAC (ADTS) voice messages: a stream of frames, with tags before them (ID3v2: artist, title, the
 * recording app or device, a picture) and after them (ID3v1, APEv2, an appended ID3v2). The tags before are
 * dropped as they come; the last TAIL bytes are held and the tags at the end dropped there. What follows the
 * tags at the start must be a frame of the stream, else the file is no MP3 or AAC. The frames pass unchanged.
 */
const TAIL = 256 * 1024
const ID3 = Buffer.from('ID3')

/** An MPEG audio frame header (layer I–III) or an ADTS header (AAC), by its first bytes. */
export function frameKind(bytes: Uint8Array): 'audio/mpeg' | 'audio/aac' | null {
  if (bytes.length < 3 || bytes[0] !== 0xff) return null
  if ((bytes[1] & 0xf6) === 0xf0) return 'audio/aac'
  const layer = (bytes[1] >> 1) & 3
  const bitrate = bytes[2] >> 4
  const rate = (bytes[2] >> 2) & 3
  if ((bytes[1] & 0xe0) === 0xe0 && layer !== 0 && bitrate !== 15 && rate !== 3) return 'audio/mpeg'
  return null
}

const syncsafe = (bytes: Buffer, at: number) =>
  (bytes[at] << 21) | (bytes[at + 1] << 14) | (bytes[at + 2] << 7) | bytes[at + 3]

export function mpegAudioScrubber(): Scrubber & { type?: string } {
  const removed = new Set<MetadataKind>()
  let pending: Buffer = Buffer.alloc(0)
  let skip = 0
  let started = false
  const scrubber: Scrubber & { type?: string } = { removed, write, end }
  const tail: Buffer[] = []
  let tailBytes = 0

  /** Holds the last TAIL bytes; hands on what is older. */
  const hold = (out: Buffer[], chunk: Buffer) => {
    if (chunk.length) tail.push(Buffer.from(chunk))
    tailBytes += chunk.length
    while (tail.length > 1 && tailBytes - tail[0].length >= TAIL) {
      const first = tail.shift()!
      tailBytes -= first.length
      out.push(first)
    }
  }

  function run(out: Buffer[], final: boolean) {
    while (!started) {
      if (skip > 0) {
        const n = Math.min(skip, pending.length)
        pending = pending.subarray(n)
        skip -= n
        if (skip > 0) return
        continue
      }
      if (pending.length < 10 && !final) return
      if (pending.subarray(0, 3).equals(ID3)) {
        if (pending.length < 10) throw new NotThisType('a tag without a stream')
        skip = 10 + syncsafe(pending, 6) + (pending[5] & 0x10 ? 10 : 0)
        removed.add('tags')
        continue
      }
      const kind = frameKind(pending)
      if (!kind) throw new NotThisType('no MPEG audio or AAC frame after its tags')
      scrubber.type = kind
      started = true
    }
    hold(out, pending)
    pending = Buffer.alloc(0)
  }

  function write(chunk: Buffer): Buffer[] {
    const out: Buffer[] = []
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
    run(out, false)
    return out
  }

  function end(): Buffer[] {
    const out: Buffer[] = []
    run(out, true)
    let rest = Buffer.concat(tail)
    for (let again = true; again; ) {
      again = false
      // ID3v1: the last 128 bytes, `TAG` first (with Enhanced TAG, 227 more before it).
      if (rest.length >= 128 && rest.toString('latin1', rest.length - 128, rest.length - 125) === 'TAG') {
        rest = rest.subarray(0, rest.length - 128)
        if (rest.length >= 227 && rest.toString('latin1', rest.length - 227, rest.length - 223) === 'TAG+')
          rest = rest.subarray(0, rest.length - 227)
        removed.add('tags')
        again = true
      }
      // APEv2: a 32-byte footer `APETAGEX` with the size of items and footer, and a header of 32 before.
      if (rest.length >= 32 && rest.toString('latin1', rest.length - 32, rest.length - 24) === 'APETAGEX') {
        const footer = rest.length - 32
        const size = rest.readUInt32LE(footer + 12) + (rest.readUInt32LE(footer + 20) & 0x80000000 ? 32 : 0)
        if (size > rest.length) throw uncleanable('a tag at the end larger than this reads')
        rest = rest.subarray(0, rest.length - size)
        removed.add('tags')
        again = true
      }
      // An ID3v2.4 tag appended, found by its footer `3DI`.
      if (rest.length >= 10 && rest.toString('latin1', rest.length - 10, rest.length - 7) === '3DI') {
        const size = syncsafe(rest, rest.length - 4) + 20
        if (size > rest.length) throw uncleanable('a tag at the end larger than this reads')
        rest = rest.subarray(0, rest.length - size)
        removed.add('tags')
        again = true
      }
    }
    if (rest.length) out.push(rest)
    return out
  }

  return scrubber
}
