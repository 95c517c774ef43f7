/**
 * What metadata removal found and took out of a file, by kind (shown to the reporter, see
 * src/i18n/messages/{de,en}/whistleblower.json `files.removed`).
 */
export const METADATA_KINDS = ['exif', 'xmp', 'iptc', 'comment', 'text', 'time', 'author', 'software', 'title', 'other'] as const
export type MetadataKind = (typeof METADATA_KINDS)[number]

/**
 * Takes a file's bytes as they stream and gives back the bytes to keep, holding at most a bounded piece
 * (one header, or a window of text) at a time: never the whole file.
 */
export type Scrubber = {
  write(chunk: Buffer): Buffer[]
  end(): Buffer[]
  removed: Set<MetadataKind>
}

/** What a segment reader decides: wait for `need` bytes; keep or drop `length` bytes; or pass all the rest. */
export type Segment = { need: number } | { length: number; drop?: MetadataKind } | 'rest'

/**
 * A scrubber for formats made of length-prefixed segments (JPEG, PNG): `prefix` bytes pass as they are, then
 * `next` reads each segment's header from the start of what is pending and says what to do with it.
 */
export function segmentScrubber(prefix: number, next: (pending: Buffer) => Segment): Scrubber {
  const removed = new Set<MetadataKind>()
  let pending: Buffer = Buffer.alloc(0)
  let copy = prefix
  let skip = 0
  let rest = false
  const run = (out: Buffer[]) => {
    for (;;) {
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
