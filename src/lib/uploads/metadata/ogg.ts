import { NotThisType, uncleanable, type MetadataKind, type Scrubber } from './scrubber'

/**
 * Ogg voice messages (Opus, Vorbis): pages of packets. The second packet is the comment header — artist,
 * title, the recording app, a location or picture — and is replaced by an empty one (no vendor string, no
 * comments). The header packets are laid out on new pages; every page after them keeps its content and gets
 * its sequence number moved by the pages saved, with its checksum made anew. One logical stream of audio only:
 * a video (Theora) is no voice message, several streams are not followed.
 */
const CAPTURE = Buffer.from('OggS')
const OPUS_HEAD = Buffer.from('OpusHead')
const VORBIS_HEAD = Buffer.from('\x01vorbis', 'latin1')
const MAX_HEADERS = 16 * 1024 * 1024

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let i = 0; i < 256; i++) {
    let r = i << 24
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1
    table[i] = r >>> 0
  }
  return table
})()

/** Ogg's own CRC-32 (not reflected, as no other format's). */
export function oggCrc(bytes: Buffer): number {
  let crc = 0
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]) >>> 0
  return crc
}

function withCrc(page: Buffer): Buffer {
  page.writeUInt32LE(0, 22)
  page.writeUInt32LE(oggCrc(page), 22)
  return page
}

/** Pages holding `packets` (each ends in its page or runs on), from sequence number `sequence` on. */
function paginate(packets: Buffer[], serial: number, sequence: number): Buffer[] {
  const pages: Buffer[] = []
  let lacing: number[] = []
  let body: Buffer[] = []
  let continued = false
  const flush = (nextContinued: boolean) => {
    const header = Buffer.alloc(27 + lacing.length)
    CAPTURE.copy(header)
    header[5] = continued ? 1 : 0
    header.writeBigUInt64LE(0n, 6)
    header.writeUInt32LE(serial, 14)
    header.writeUInt32LE(sequence++, 18)
    header[26] = lacing.length
    Buffer.from(lacing).copy(header, 27)
    pages.push(withCrc(Buffer.concat([header, ...body])))
    lacing = []
    body = []
    continued = nextContinued
  }
  for (const packet of packets) {
    let at = 0
    for (;;) {
      const n = Math.min(255, packet.length - at)
      lacing.push(n)
      body.push(packet.subarray(at, at + n))
      at += n
      const done = n < 255
      if (lacing.length === 255) flush(!done)
      if (done) break
    }
  }
  if (lacing.length) flush(false)
  return pages
}

export function oggScrubber(): Scrubber {
  const removed = new Set<MetadataKind>()
  let pending: Buffer = Buffer.alloc(0)
  let serial = -1
  let vorbis = false
  /** Header packets gathered (after the first page), the packet under way, and the pages they took. */
  const packets: Buffer[] = []
  let partial: Buffer[] = []
  let headerPages = 0
  let firstSequence = -1
  let headersDone = false
  let shift = 0
  let firstPage = true
  let held = 0

  const handlePage = (page: Buffer, out: Buffer[]) => {
    const segments = page[26]
    const lacing = page.subarray(27, 27 + segments)
    const pageSerial = page.readUInt32LE(14)
    if (firstPage) {
      firstPage = false
      const body = page.subarray(27 + segments)
      if (body.subarray(0, 8).equals(OPUS_HEAD)) vorbis = false
      else if (body.subarray(0, 7).equals(VORBIS_HEAD)) vorbis = true
      else throw new NotThisType('an Ogg stream that is not Opus or Vorbis audio')
      serial = pageSerial
      out.push(page)
      return
    }
    if (pageSerial !== serial) throw uncleanable('several streams in one file')
    if (headersDone) {
      if (shift) {
        page.writeUInt32LE(page.readUInt32LE(18) - shift, 18)
        withCrc(page)
      }
      out.push(page)
      return
    }
    if (firstSequence < 0) firstSequence = page.readUInt32LE(18)
    headerPages++
    let at = 27 + segments
    for (const size of lacing) {
      partial.push(page.subarray(at, at + size))
      held += size
      at += size
      if (held > MAX_HEADERS) throw uncleanable('a comment header too large')
      if (size < 255) {
        packets.push(Buffer.concat(partial))
        partial = []
      }
    }
    const needed = vorbis ? 2 : 1
    if (packets.length >= needed) {
      // The header packets end a page: the stream's first audio packet starts on a new one.
      if (partial.length || packets.length > needed) throw uncleanable('audio on a header page')
      const comment = packets[0]
      const empty = vorbis
        ? Buffer.concat([Buffer.from('\x03vorbis', 'latin1'), Buffer.alloc(8), Buffer.from([1])])
        : Buffer.concat([Buffer.from('OpusTags'), Buffer.alloc(8)])
      if (comment.length > empty.length) removed.add('tags')
      const pages = paginate([empty, ...packets.slice(1)], serial, firstSequence)
      out.push(...pages)
      shift = headerPages - pages.length
      headersDone = true
    }
  }

  const run = (out: Buffer[]) => {
    for (;;) {
      if (pending.length < 27) return
      if (!pending.subarray(0, 4).equals(CAPTURE)) throw uncleanable('a page out of step')
      const segments = pending[26]
      if (pending.length < 27 + segments) return
      let size = 27 + segments
      for (let i = 0; i < segments; i++) size += pending[27 + i]
      if (pending.length < size) return
      handlePage(Buffer.from(pending.subarray(0, size)), out)
      pending = pending.subarray(size)
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
      if (pending.length || !headersDone) throw uncleanable('an Ogg stream cut short')
      return out
    },
  }
}
