import { segmentScrubber, type MetadataKind, type Scrubber } from './scrubber'

/**
 * JPEG: the segments before the image data that carry metadata are dropped — APP1 (EXIF with camera, serial
 * number, time and GPS position; XMP), APP13 (IPTC, Photoshop), comments, and the other application segments
 * (APP2 but for the colour profile, APP3–APP12, APP15). APP0 (JFIF) and APP14 (Adobe colour transform) stay:
 * the picture needs them. Everything from the first scan on passes unchanged.
 */
const SOS = 0xda
const EOI = 0xd9
const COM = 0xfe
const APP0 = 0xe0
const APP14 = 0xee

const ascii = (bytes: Buffer, from: number, length: number) =>
  bytes.subarray(from, from + length).toString('latin1')

function dropped(marker: number, segment: Buffer): MetadataKind | undefined {
  if (marker === COM) return 'comment'
  if (marker < APP0 || marker > APP0 + 15 || marker === APP0 || marker === APP14) return undefined
  if (marker === APP0 + 1) {
    if (ascii(segment, 4, 4) === 'Exif') return 'exif'
    return ascii(segment, 4, 20).startsWith('http://ns.adobe') ? 'xmp' : 'other'
  }
  if (marker === APP0 + 2 && ascii(segment, 4, 11) === 'ICC_PROF') return undefined
  return marker === APP0 + 13 ? 'iptc' : 'other'
}

/** How many bytes of a segment decide (its marker, length and identifier). */
const HEADER = 4 + 20

export function jpegScrubber(): Scrubber {
  // The start of image (FF D8) passes first.
  return segmentScrubber(2, (pending) => {
    if (pending.length < 2) return { need: 2 }
    if (pending[0] !== 0xff) return 'rest'
    const marker = pending[1]
    // Fill bytes before a marker; then markers without a length.
    if (marker === 0xff) return { length: 1, drop: undefined }
    if (marker === EOI || marker === SOS) return 'rest'
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) return { length: 2 }
    if (pending.length < 4) return { need: 4 }
    const length = 2 + pending.readUInt16BE(2)
    if (pending.length < Math.min(length, HEADER)) return { need: Math.min(length, HEADER) }
    return { length, drop: dropped(marker, pending) }
  })
}
