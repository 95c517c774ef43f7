import type { UploadType } from '../fileType'
import { jpegScrubber } from './jpeg'
import { pdfScrubber } from './pdf'
import { pngScrubber } from './png'
import { passThrough, type Scrubber } from './scrubber'

export { METADATA_KINDS, passThrough, type MetadataKind, type Scrubber } from './scrubber'

/**
 * The metadata removal of a file type, streamed. HEIC, DOCX, XLSX, ODT and TXT pass unchanged: their
 * metadata sits in compressed parts or boxes that cannot be cut out while the file streams without risking
 * the file (the form tells the reporter so before sending; docs/reporting-office.md).
 */
export const SCRUBBED_TYPES: readonly UploadType[] = ['image/jpeg', 'image/png', 'application/pdf']

export function scrubberFor(type: UploadType): Scrubber {
  if (type === 'image/jpeg') return jpegScrubber()
  if (type === 'image/png') return pngScrubber()
  if (type === 'application/pdf') return pdfScrubber()
  return passThrough()
}
