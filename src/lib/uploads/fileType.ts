/**
 * The type of an uploaded file, read from its bytes (never from its name or the browser's word). Most types
 * are decided by their first bytes; an Office Open XML file (DOCX, XLSX) is a ZIP like any other and is told
 * apart by the part names it holds, so its kind is known only once it has passed whole (`zipKind`).
 */
export const UPLOAD_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'text/plain': 'txt',
  'image/webp': 'webp',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
} as const

export type UploadType = keyof typeof UPLOAD_TYPES

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const ODT = 'application/vnd.oasis.opendocument.text'

/** How many bytes decide (an ODT names its type at byte 38 of its first entry). */
export const SNIFF_BYTES = 80

const SIGNATURES: { type: UploadType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
]

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']
/** Brands of MP4 files a voice memo comes as; whether it holds audio alone is told by its tracks. */
const MP4_AUDIO_BRANDS = ['M4A ', 'M4B ', 'mp41', 'mp42', 'isom', 'iso2', 'iso4', 'iso5', 'iso6', 'dash', '3gp4', '3gp5', '3gp6', '3g2a', 'F4A ']
const EBML = [0x1a, 0x45, 0xdf, 0xa3]
/** MPEG audio or ADTS frame sync, read as ./metadata/mpegAudio.ts reads it. */
function isAudioFrame(head: Uint8Array): boolean {
  if (head.length < 3 || head[0] !== 0xff) return false
  if ((head[1] & 0xf6) === 0xf0) return true
  return (head[1] & 0xe0) === 0xe0 && ((head[1] >> 1) & 3) !== 0 && head[2] >> 4 !== 15 && ((head[2] >> 2) & 3) !== 3
}
const ascii = (head: Uint8Array, from: number, to: number) => Buffer.from(head.subarray(from, to)).toString('latin1')

/** 'ooxml': a ZIP that may turn out to be a DOCX or an XLSX (see `zipKind`). */
export type Sniffed = UploadType | 'ooxml'

/**
 * The type of a file that starts with `head` (all of it when the file is shorter than SNIFF_BYTES), or null
 * when it is none of the known ones. Plain text is what is left: UTF-8 without control characters.
 */
export function sniffType(head: Uint8Array): Sniffed | null {
  const signed = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte))
  if (signed) return signed.type
  if (ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.includes(ascii(head, 8, 12))) return 'image/heic'
  if (ascii(head, 4, 8) === 'ftyp' && MP4_AUDIO_BRANDS.includes(ascii(head, 8, 12))) return 'audio/mp4'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp'
  if (ascii(head, 0, 4) === 'OggS') return 'audio/ogg'
  if (EBML.every((byte, i) => head[i] === byte) && /\x42\x82.webm/s.test(ascii(head, 4, head.length))) return 'audio/webm'
  // An ID3 tag may stand before MP3 or AAC frames: the scrubber tells which once it is through.
  if (ascii(head, 0, 3) === 'ID3') return 'audio/mpeg'
  if (isAudioFrame(head)) return (head[1] & 0xf6) === 0xf0 ? 'audio/aac' : 'audio/mpeg'
  if (ZIP.every((byte, i) => head[i] === byte)) {
    if (ascii(head, 30, 38) === 'mimetype' && ascii(head, 38, 38 + ODT.length) === ODT) return ODT
    return 'ooxml'
  }
  return isPlainText(head, true) ? 'text/plain' : null
}

/** Tab, line feed, form feed and carriage return are the only control characters of plain text. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d])
const hasControls = (bytes: Uint8Array) => bytes.some((byte) => byte < 0x20 && !TEXT_CONTROLS.has(byte))

/** Bytes of plain text: valid UTF-8 (a character cut at the end of `head` allowed), no control characters. */
export function isPlainText(bytes: Uint8Array, partial = false): boolean {
  if (hasControls(bytes)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial })
    return true
  } catch {
    return false
  }
}

/**
 * Watches a ZIP pass and says at the end whether it is a DOCX or an XLSX: the names of its parts stand
 * uncompressed in the local headers and again in the central directory.
 */
export function zipKind(): { write(chunk: Buffer): void; kind(): UploadType | null } {
  const markers = { word: Buffer.from('word/document.xml'), xl: Buffer.from('xl/workbook.xml'), types: Buffer.from('[Content_Types].xml') }
  const seen = { word: false, xl: false, types: false }
  let tail = Buffer.alloc(0)
  return {
    write(chunk) {
      const window = Buffer.concat([tail, chunk])
      for (const key of Object.keys(markers) as (keyof typeof markers)[])
        if (!seen[key] && window.includes(markers[key])) seen[key] = true
      tail = window.subarray(Math.max(0, window.length - 24))
    },
    kind() {
      if (!seen.types) return null
      if (seen.word) return DOCX
      return seen.xl ? XLSX : null
    },
  }
}

/** A stream of text that stays valid UTF-8 without control characters, told chunk by chunk. */
export function textCheck(): { write(chunk: Buffer): boolean; end(): boolean } {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  return {
    write(chunk) {
      try {
        decoder.decode(chunk, { stream: true })
        return !hasControls(chunk)
      } catch {
        return false
      }
    },
    end() {
      try {
        decoder.decode()
        return true
      } catch {
        return false
      }
    },
  }
}

/** The extension a download of `type` gets. */
export const extensionOf = (type: string): string => UPLOAD_TYPES[type as UploadType] ?? 'bin'

/** Other extensions a file of a type is commonly named with (a phone's `.jpeg`, a voice memo's `.opus`). */
const OTHER_EXTENSIONS: Partial<Record<UploadType, string[]>> = {
  'image/jpeg': ['jpeg', 'jpe'],
  'image/heic': ['heif'],
  'audio/ogg': ['opus', 'oga'],
  'audio/webm': ['weba'],
}

/** The extensions a file of `type` may keep, its own first. */
export const extensionsOf = (type: string): string[] =>
  type in UPLOAD_TYPES ? [extensionOf(type), ...(OTHER_EXTENSIONS[type as UploadType] ?? [])] : []
