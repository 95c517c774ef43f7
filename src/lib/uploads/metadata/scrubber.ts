/**
 * What metadata removal found and took out of a file, by kind (shown to the reporter, see
 * src/i18n/messages/{de,en}/whistleblower.json `files.removed`).
 */
export const METADATA_KINDS = ['exif', 'xmp', 'iptc', 'comment', 'text', 'time', 'author', 'software', 'title', 'people', 'tags', 'location', 'other'] as const
export type MetadataKind = (typeof METADATA_KINDS)[number]

/**
 * A file whose structure the removal cannot follow far enough to be sure it took everything out (ZIP64, an
 * encrypted PDF, an HEIC whose metadata is not where its index says): refused, never stored with its metadata.
 */
export class UncleanableFile extends Error {
  constructor(readonly reason: string) {
    super(`cannot be cleaned of its metadata: ${reason}`)
    this.name = 'UncleanableFile'
  }
}

export const uncleanable = (reason: string) => new UncleanableFile(reason)

/** A file whose first bytes looked like an accepted type and whose structure turns out not to be (a video). */
export class NotThisType extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'NotThisType'
  }
}

/**
 * Takes a file's bytes as they stream and gives back the bytes to keep, holding at most a bounded piece
 * (one header, or a window of text) at a time: never the whole file.
 */
export type Scrubber = {
  write(chunk: Buffer): Buffer[]
  end(): Buffer[]
  removed: Set<MetadataKind>
  /** The type the structure showed, where the first bytes alone could not tell (an AAC stream after ID3). */
  type?: string
}

/**
 * What a segment reader decides: wait for `need` bytes; keep or drop `length` bytes; blank them (`header`
 * in place of their first bytes, zeros for the rest: the file keeps its length); or pass all the rest.
 */
export type Segment =
  | { need: number }
  | { length: number; drop?: MetadataKind }
  | { length: number; blank: MetadataKind | null; header: Buffer }
  | 'rest'

/**
 * A scrubber for formats made of length-prefixed segments (JPEG, PNG): `prefix` bytes pass as they are, then
 * `next` reads each segment's header from the start of what is pending and says what to do with it.
 */
export function segmentScrubber(prefix: number, next: (pending: Buffer) => Segment): Scrubber {
  const removed = new Set<MetadataKind>()
  let pending: Buffer = Buffer.alloc(0)
  let copy = prefix
  let skip = 0
  let zeros = 0
  let rest = false
  const run = (out: Buffer[]) => {
    for (;;) {
      if (zeros > 0) {
        const n = Math.min(zeros, pending.length)
        if (n) out.push(Buffer.alloc(n))
        pending = pending.subarray(n)
        zeros -= n
        if (zeros > 0) return out
        continue
      }
      if (rest || copy > 0) {
        const n = rest ? pending.length : Math.min(copy, pending.length)
        if (n) out.push(pending.subarray(0, n))
        pending = pending.subarray(n)
        if (!rest) copy -= n
        if (rest || copy > 0) return out
        continue
      }
      if (skip > 0) {
        const n = Math.min(skip, pending.length)
        pending = pending.subarray(n)
        skip -= n
        if (skip > 0) return out
        continue
      }
      if (!pending.length) return out
      const segment = next(pending)
      if (segment === 'rest') rest = true
      else if ('need' in segment) {
        if (pending.length < segment.need) return out
      } else if ('blank' in segment) {
        if (segment.blank) removed.add(segment.blank)
        out.push(segment.header)
        skip = segment.header.length
        zeros = segment.length - segment.header.length
        // The header's bytes are dropped from what came; the zeros stand for the rest as it passes.
        const n = Math.min(skip, pending.length)
        pending = pending.subarray(n)
        skip -= n
        if (skip > 0) return out
        const m = Math.min(zeros, pending.length)
        if (m) out.push(Buffer.alloc(m))
        pending = pending.subarray(m)
        zeros -= m
        if (zeros > 0) return out
      } else if (segment.drop) {
        removed.add(segment.drop)
        skip = segment.length
      } else copy = segment.length
    }
  }
  return {
    removed,
    write(chunk) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      return run([])
    },
    end() {
      // A file cut short inside a header: what is left passes as it is (it is no metadata the file could use).
      const out = run([])
      if (pending.length) out.push(pending)
      pending = Buffer.alloc(0)
      return out
    },
  }
}

/** A scrubber that takes nothing out. */
export function passThrough(): Scrubber {
  return { removed: new Set(), write: (chunk) => [chunk], end: () => [] }
}
