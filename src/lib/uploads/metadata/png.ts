import { segmentScrubber, type MetadataKind, type Scrubber } from './scrubber'

/**
 * PNG: the chunks that carry words or times are dropped — tEXt, zTXt, iTXt (authors, comments, software, XMP),
 * eXIf (EXIF with camera and GPS) and tIME. The image's own chunks pass unchanged.
 */
const DROPPED: Record<string, MetadataKind> = {
  tEXt: 'text',
  zTXt: 'text',
  iTXt: 'text',
  eXIf: 'exif',
  tIME: 'time',
}

export function pngScrubber(): Scrubber {
  // The 8-byte signature passes first; then chunks of length (4), type (4), data and CRC (4).
  return segmentScrubber(8, (pending) => {
    if (pending.length < 8) return { need: 8 }
    const type = pending.subarray(4, 8).toString('latin1')
    return { length: 12 + pending.readUInt32BE(0), drop: DROPPED[type] }
  })
}
