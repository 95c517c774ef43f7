import type { UploadType } from '../fileType'
import { officeScrubber } from './office'
import { jpegScrubber } from './jpeg'
import { pdfScrubber } from './pdf'
import { pngScrubber } from './png'
import { heicScrubber, mp4AudioScrubber } from './isobmff'
import { mpegAudioScrubber } from './mpegAudio'
import { oggScrubber } from './ogg'
import { passThrough, type Scrubber } from './scrubber'
import { webmScrubber } from './webm'
import { webpScrubber } from './webp'

export { METADATA_KINDS, NotThisType, passThrough, UncleanableFile, type MetadataKind, type Scrubber } from './scrubber'

/**
 * The metadata removal of a file type, streamed (docs/reporting-office.md says what each removes). Plain text
 * passes unchanged: it has no metadata besides its words. 'ooxml': a ZIP that turns out to be a DOCX or XLSX
 * at its end.
 */
export function scrubberFor(type: UploadType | 'ooxml'): Scrubber {
  switch (type) {
    case 'image/jpeg':
      return jpegScrubber()
    case 'image/png':
      return pngScrubber()
    case 'image/webp':
      return webpScrubber()
    case 'image/heic':
      return heicScrubber()
    case 'application/pdf':
      return pdfScrubber()
    case 'ooxml':
    case 'application/vnd.oasis.opendocument.text':
      return officeScrubber()
    case 'audio/mpeg':
    case 'audio/aac':
      return mpegAudioScrubber()
    case 'audio/mp4':
      return mp4AudioScrubber()
    case 'audio/ogg':
      return oggScrubber()
    case 'audio/webm':
      return webmScrubber()
    default:
      return passThrough()
  }
}
