import { NotThisType, uncleanable, type MetadataKind, type Scrubber } from './scrubber'

/**
 * ISO base media files, as they stream: boxes of size (4, or 1 and 8 more), type (4) and content.
 * - M4A (a phone's voice memo, iTunes): the boxes that carry words — `udta` with its iTunes tags (artist, title,
 *   encoder) and recording place (`©xyz`, `loci`), `meta` (an iPhone's recording device and place), `uuid`
 *   (XMP) — become `free` boxes of zeros of the same size, so that every offset into the media data stays
 *   right. A file with a video track is no voice message.
 * - HEIC (a phone's photo): the index at the start (`meta`, held whole, at most MAX_META) names the items; the
 *   bytes of its EXIF item (camera, serial number, GPS position) become an empty EXIF block and its XMP item an
 *   empty packet, where they stand in the media data or the index. An index after the image data, or items
 *   built from other items, cannot be followed as the file streams: such a photo is refused as one that cannot
 *   be cleaned (the form says how to send it: as a JPEG).
 */
const MAX_META = 4 * 1024 * 1024

type Box = { type: string; header: number; size: number }

/** The box starting at `bytes[0]`, or null until its header is there; `size` 0: to the end of the file. */
function boxAt(bytes: Buffer): Box | null {
  if (bytes.length < 8) return null
  const size = bytes.readUInt32BE(0)
  const type = bytes.toString('latin1', 4, 8)
  if (size === 1) {
    if (bytes.length < 16) return null
    return { type, header: 16, size: Number(bytes.readBigUInt64BE(8)) }
  }
  return { type, header: 8, size }
}

/** A `free` box's header in place of another's, of the same size. */
function freeHeader(bytes: Buffer, box: Box): Buffer {
  const header = Buffer.from(bytes.subarray(0, box.header))
  header.write('free', 4, 'latin1')
  return header
}

/** M4A: which boxes are opened, and which become `free`, by the box they stand in. */
const OPENED: Record<string, string[]> = { root: ['moov'], moov: ['trak'], trak: ['mdia'] }
const FREED: Record<string, string[]> = { root: ['udta', 'meta', 'uuid'], moov: ['udta', 'meta', 'uuid'], trak: ['udta', 'meta'] }

export function mp4AudioScrubber(): Scrubber {
  const removed = new Set<MetadataKind>()
  const handlers: string[] = []
  let pending: Buffer = Buffer.alloc(0)
  /** Offset in the file of pending[0]; the boxes opened around it, with where each ends. */
  let at = 0
  const open: { type: string; end: number }[] = []
  let copy = 0
  let zeros = 0
  let rest = false

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
      while (open.length && open.at(-1)!.end <= at) open.pop()
      const parent = open.at(-1)?.type ?? 'root'
      const box = boxAt(pending)
      if (!box) return
      if (box.size === 0 && parent === 'root') {
        rest = true
        continue
      }
      if (box.size < box.header) throw uncleanable('a box of impossible size')
      if (parent === 'mdia' && box.type === 'hdlr') {
        if (pending.length < 20) return
        handlers.push(pending.toString('latin1', 16, 20))
      }
      if (OPENED[parent]?.includes(box.type)) {
        out.push(pending.subarray(0, box.header))
        open.push({ type: box.type, end: at + box.size })
        pending = pending.subarray(box.header)
        at += box.header
        continue
      }
      if (FREED[parent]?.includes(box.type)) {
        removed.add(box.type === 'uuid' ? 'xmp' : 'tags')
        out.push(freeHeader(pending, box))
        pending = pending.subarray(box.header)
        at += box.header
        zeros = box.size - box.header
        // The zeros stand for the content as it passes: it is read and dropped.
        continue
      }
      copy = box.size
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
      if (!handlers.length) throw new NotThisType('no audio track')
      if (handlers.some((handler) => handler !== 'soun')) throw new NotThisType('a video, not a voice message')
      if (pending.length) out.push(pending)
      return out
    },
  }
}

/** An empty EXIF block of `length` bytes: offset 0 to a big-endian TIFF header with an empty first directory. */
function emptyExif(length: number): Buffer {
  const out = Buffer.alloc(length)
  if (length >= 18) Buffer.from([0, 0, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0]).copy(out)
  return out
}

const EMPTY_XMP = Buffer.from('<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"/><?xpacket end="w"?>')

function emptyXmp(length: number): Buffer {
  const out = Buffer.alloc(length, 0x20)
  if (length >= EMPTY_XMP.length) EMPTY_XMP.copy(out)
  return out
}

/** A range of the file to overwrite, and with what. */
type Patch = { start: number; bytes: Buffer }

const readSized = (bytes: Buffer, at: number, size: number): number =>
  size === 0 ? 0 : size === 4 ? bytes.readUInt32BE(at) : size === 8 ? Number(bytes.readBigUInt64BE(at)) : Number.NaN

/** The children of the box whose content is bytes[from, to). */
function* children(bytes: Buffer, from: number, to: number): Generator<Box & { at: number }> {
  for (let at = from; at + 8 <= to; ) {
    const box = boxAt(bytes.subarray(at, to))
    if (!box || box.size < box.header || at + box.size > to) throw uncleanable('an index it cannot read')
    yield { ...box, at }
    at += box.size
  }
}

/**
 * Reads a HEIC's `meta` box (at file offset `offset`): the patches that empty its EXIF and XMP items, in the
 * media data or in the box itself (`idat`).
 */
function metadataPatches(meta: Buffer, offset: number, removed: Set<MetadataKind>): Patch[] {
  const box = boxAt(meta)!
  const kinds = new Map<number, 'exif' | 'xmp'>()
  const extents = new Map<number, { method: number; base: number; parts: [number, number][] }>()
  let idat = -1
  for (const child of children(meta, box.header + 4, meta.length)) {
    const content = child.at + child.header
    if (child.type === 'idat') idat = offset + content
    if (child.type === 'iinf') {
      const version = meta[content]
      let p = content + 4 + (version === 0 ? 2 : 4)
      for (const entry of children(meta, p, child.at + child.size)) {
        p = entry.at + entry.header
        const entryVersion = meta[p]
        if (entry.type !== 'infe' || entryVersion < 2) continue
        const id = entryVersion === 2 ? meta.readUInt16BE(p + 4) : meta.readUInt32BE(p + 4)
        const typeAt = p + 4 + (entryVersion === 2 ? 2 : 4) + 2
        const itemType = meta.toString('latin1', typeAt, typeAt + 4)
        if (itemType === 'Exif') kinds.set(id, 'exif')
        if (itemType === 'mime') {
          const rest = meta.toString('latin1', typeAt + 4, entry.at + entry.size)
          if (/xmp|rdf\+xml/i.test(rest)) kinds.set(id, 'xmp')
        }
      }
    }
    if (child.type === 'iloc') {
      const version = meta[content]
      let p = content + 4
      const offsetSize = meta[p] >> 4
      const lengthSize = meta[p] & 15
      const baseSize = meta[p + 1] >> 4
      const indexSize = version === 1 || version === 2 ? meta[p + 1] & 15 : 0
      p += 2
      const count = version < 2 ? meta.readUInt16BE(p) : meta.readUInt32BE(p)
      p += version < 2 ? 2 : 4
      for (let i = 0; i < count; i++) {
        const id = version < 2 ? meta.readUInt16BE(p) : meta.readUInt32BE(p)
        p += version < 2 ? 2 : 4
        const method = version === 1 || version === 2 ? meta.readUInt16BE(p) & 15 : 0
        if (version === 1 || version === 2) p += 2
        const reference = meta.readUInt16BE(p)
        p += 2
        const base = readSized(meta, p, baseSize)
        p += baseSize
        const extentCount = meta.readUInt16BE(p)
        p += 2
        const parts: [number, number][] = []
        for (let e = 0; e < extentCount; e++) {
          p += indexSize
          const start = readSized(meta, p, offsetSize)
          p += offsetSize
          const length = readSized(meta, p, lengthSize)
          p += lengthSize
          parts.push([start, length])
        }
        if (reference === 0) extents.set(id, { method, base, parts })
      }
    }
  }
  const patches: Patch[] = []
  for (const [id, kind] of kinds) {
    const location = extents.get(id)
    if (!location) continue
    if (location.method === 2 || (location.method === 1 && idat < 0)) throw uncleanable('metadata built from other items')
    const total = location.parts.reduce((sum, [, length]) => sum + length, 0)
    if (location.parts.some(([start, length]) => !Number.isFinite(start) || !(length > 0)))
      throw uncleanable('metadata of unknown length')
    const fill = kind === 'exif' ? emptyExif(total) : emptyXmp(total)
    let used = 0
    for (const [start, length] of location.parts) {
      const origin = (location.method === 1 ? idat : 0) + location.base + start
      patches.push({ start: origin, bytes: fill.subarray(used, used + length) })
      used += length
    }
    removed.add(kind)
  }
  return patches
}

/** Overwrites what of `patches` falls in `bytes`, which stands at file offset `offset`. */
function applyPatches(bytes: Buffer, offset: number, patches: Patch[]) {
  for (const patch of patches) {
    const from = Math.max(offset, patch.start)
    const to = Math.min(offset + bytes.length, patch.start + patch.bytes.length)
    if (from < to) patch.bytes.copy(bytes, from - offset, from - patch.start, to - patch.start)
  }
}

export function heicScrubber(): Scrubber {
  const removed = new Set<MetadataKind>()
  let pending: Buffer = Buffer.alloc(0)
  let at = 0
  let copy = 0
  let patches: Patch[] | null = null

  const pass = (out: Buffer[], n: number) => {
    const bytes = Buffer.from(pending.subarray(0, n))
    if (patches) applyPatches(bytes, at, patches)
    out.push(bytes)
    pending = pending.subarray(n)
    at += n
  }

  const run = (out: Buffer[]) => {
    for (;;) {
      if (copy > 0) {
        const n = Math.min(copy, pending.length)
        if (!n) return
        pass(out, n)
        copy -= n
        continue
      }
      const box = boxAt(pending)
      if (!box) return
      if (box.type === 'meta' && !patches) {
        if (box.size > MAX_META || box.size < box.header + 4) throw uncleanable('an index too large')
        if (pending.length < box.size) return
        const meta = Buffer.from(pending.subarray(0, box.size))
        patches = metadataPatches(meta, at, removed)
        if (patches.some((patch) => patch.start < at)) throw uncleanable('metadata before its index')
        applyPatches(meta, at, patches)
        out.push(meta)
        pending = pending.subarray(box.size)
        at += box.size
        continue
      }
      if (!patches && box.type !== 'ftyp') throw uncleanable('image data before its index')
      copy = box.size === 0 ? Number.POSITIVE_INFINITY : box.size
      if (box.size !== 0 && box.size < box.header) throw uncleanable('a box of impossible size')
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
      if (!patches) throw uncleanable('no index')
      if (pending.length) pass(out, pending.length)
      return out
    },
  }
}
