import type { UploadType } from '../fileType'
import { officeScrubber } from './office'
import { jpegScrubber } from './jpeg'
import { pdfScrubber } from './pdf'
import { pngScrubber } from './png'
import { passThrough, type Scrubber } from './scrubber'

export { METADATA_KINDS, passThrough, type MetadataKind, type Scrubber } from './scrubber'

/**
 * The metadata removal of a file type, streamed. HEIC and TXT pass unchanged: HEIC's metadata sits in boxes
 * that cannot be cut out while the file streams without risking the file, and plain text has none besides its
 * words (the form tells the reporter so before sending; docs/reporting-office.md). 'ooxml': a ZIP that turns
 * out to be a DOCX or XLSX at its end.
 */
export function scrubberFor(type: UploadType | 'ooxml'): Scrubber {
  if (type === 'image/jpeg') return jpegScrubber()
  if (type === 'image/png') return pngScrubber()
  if (type === 'application/pdf') return pdfScrubber()
  if (type === 'ooxml' || type === 'application/vnd.oasis.opendocument.text') return officeScrubber()
  return passThrough()
}
