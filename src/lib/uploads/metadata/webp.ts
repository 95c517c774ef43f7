import { segmentScrubber, type MetadataKind, type Scrubber } from './scrubber'

/**
 * WebP: a RIFF file of chunks. The EXIF (camera, GPS position) and XMP chunks are blanked — renamed to an
 * unknown chunk of zeros, which readers skip, so that the RIFF size at the start stays right while the file
 * streams — and their flags in the VP8X header are cleared. The image's own chunks pass unchanged.
 */
const BLANKED: Record<string, MetadataKind> = { EXIF: 'exif', 'XMP ': 'xmp' }
const VP8X_EXIF = 0x08
const VP8X_XMP = 0x04

export function webpScrubber(): Scrubber {
  // The 12-byte RIFF header passes first; then chunks of FourCC (4), size (4, little-endian), data (even).
  return segmentScrubber(12, (pending) => {
    if (pending.length < 8) return { need: 8 }
    const fourcc = pending.toString('latin1', 0, 4)
    const size = pending.readUInt32LE(4)
    const length = 8 + size + (size % 2)
    if (BLANKED[fourcc]) {
      const header = Buffer.from(pending.subarray(0, 8))
      header.write('JUNK', 0, 'latin1')
      return { length, blank: BLANKED[fourcc], header }
    }
    if (fourcc === 'VP8X' && size >= 1) {
      if (pending.length < 9) return { need: 9 }
      if (pending[8] & (VP8X_EXIF | VP8X_XMP)) {
        const header = Buffer.from(pending.subarray(0, length))
        header[8] &= ~(VP8X_EXIF | VP8X_XMP)
        if (pending.length < length) return { need: length }
        return { length, blank: null, header }
      }
    }
    return { length }
  })
}
