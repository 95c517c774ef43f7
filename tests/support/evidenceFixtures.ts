import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { PDFDocument, PDFString } from 'pdf-lib'

/**
 * Files as reporters send them, with the metadata that could identify them: a phone photo with camera, serial
 * number and GPS position in its EXIF, a PNG with an author in a text chunk, a PDF with an author.
 */
export const GPS_LATITUDE_REF = 'N'
export const CAMERA = 'E2E-Kamera-Seriennummer-4711'
export const AUTHOR = 'Erika Musterfrau-Meldend'

export async function geotaggedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'E2E-Hersteller', Model: CAMERA, Artist: AUTHOR },
      IFD2: { BodySerialNumber: CAMERA },
      IFD3: { GPSLatitudeRef: GPS_LATITUDE_REF, GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' },
    })
    .toBuffer()
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG with tEXt (author), iTXt (XMP) and tIME chunks before its image data. */
export async function pngWithText(): Promise<Buffer> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8)
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    pngChunk('tEXt', Buffer.from(`Author\0${AUTHOR}`, 'latin1')),
    pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta><dc:creator>${AUTHOR}</dc:creator></x:xmpmeta>`)),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 26, 4, 5, 6])),
    png.subarray(ihdrEnd),
  ])
}

/** A PDF with author, creator, producer and title in its (uncompressed) document information, and XMP. */
export async function pdfWithAuthor(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([200, 200])
  page.drawText('Beweis', { x: 20, y: 100, size: 20 })
  doc.setAuthor(AUTHOR)
  doc.setCreator(`Schreibprogramm von ${AUTHOR}`)
  doc.setProducer('E2E-Produzent 1.0')
  doc.setTitle(`Notizen (privat) von ${AUTHOR}`)
  const outline = doc.context.obj({ Title: PDFString.of('Kapitel eins'), Count: 0 })
  doc.context.register(outline)
  const xmp = doc.context.stream(
    `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${AUTHOR}</dc:creator></x:xmpmeta><?xpacket end="w"?>`,
    { Type: 'Metadata', Subtype: 'XML' },
  )
  doc.catalog.set(doc.context.obj('Metadata') as never, doc.context.register(xmp))
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}

/** How a PDF writer stores text as a hex string (UTF-16 with byte order mark), as pdf-lib does. */
export const pdfHex = (text: string) =>
  Buffer.from(`FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}`)

/** A ZIP of stored (uncompressed) entries, as Office and OpenDocument files are made. */
export function zip(entries: [name: string, content: string][], deflate = false): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of entries) {
    const plain = Buffer.from(content)
    const data = deflate && name !== 'mimetype' ? zlib.deflateRawSync(plain) : plain
    const method = data === plain ? 0 : 8
    const nameBytes = Buffer.from(name)
    const crc = zlib.crc32(plain)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(plain.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(plain.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    centrals.push(central, nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'
export const docx = () =>
  zip([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['word/document.xml', '<w:document>Beweis</w:document>'],
    ['docProps/core.xml', `<cp:coreProperties><dc:creator>${AUTHOR}</dc:creator></cp:coreProperties>`],
  ])
export const xlsx = () =>
  zip([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['xl/workbook.xml', '<workbook/>'],
  ])
export const odt = () =>
  zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
  ])
/**
 * A file of tests/fixtures/evidence/, made by real producers (scripts/make-evidence-fixtures.sh): each names
 * FIXTURE_NAME, most a place (FIXTURE_GPS) too.
 */
export const fixture = (name: string) => fs.readFileSync(path.join('tests', 'fixtures', 'evidence', name))
export const FIXTURE_NAME = 'Erika Musterfrau'
/** The other people the office fixtures name: a comment's author, a tracked change's. */
export const FIXTURE_PEOPLE = ['Klara Kommentar', 'Max Mitschreiber']

/** An HEIC photo as libheif writes it, with EXIF (GPS, camera, artist) and XMP written by exiftool. */
export const heic = () => fixture('photo.heic')

/** A PDF as pdf-lib writes it by default: the document information compressed in an object stream, XMP compressed. */
export async function pdfWithObjectStreams(name = FIXTURE_NAME): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage([200, 200]).drawText('Beweis', { x: 20, y: 100, size: 20 })
  doc.setAuthor(name)
  doc.setCreator(`Schreibprogramm von ${name}`)
  doc.setProducer(`Produzent ${name}`)
  doc.setTitle(`Notizen von ${name}`)
  doc.setSubject(`Lager ${name}`)
  doc.setKeywords([name])
  const xmp = doc.context.flateStream(
    `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${name}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`,
    { Type: 'Metadata', Subtype: 'XML' },
  )
  doc.catalog.set(doc.context.obj('Metadata') as never, doc.context.register(xmp))
  return Buffer.from(await doc.save())
}

/**
 * Reads a ZIP as a reader that trusts its central directory does: every part by its directory entry, checked
 * against its local header and checksum. Throws on any mismatch.
 */
export function unzip(bytes: Buffer): Map<string, string> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  let p = bytes.readUInt32LE(end + 16)
  const parts = new Map<string, string>()
  for (let i = 0; i < bytes.readUInt16LE(end + 10); i++) {
    if (bytes.readUInt32LE(p) !== 0x02014b50) throw new Error(`no directory entry at ${p}`)
    const method = bytes.readUInt16LE(p + 10)
    const crc = bytes.readUInt32LE(p + 16)
    const size = bytes.readUInt32LE(p + 20)
    const nameLength = bytes.readUInt16LE(p + 28)
    const name = bytes.toString('utf8', p + 46, p + 46 + nameLength)
    const local = bytes.readUInt32LE(p + 42)
    if (bytes.readUInt32LE(local) !== 0x04034b50) throw new Error(`no local header for ${name}`)
    if (bytes.toString('utf8', local + 30, local + 30 + bytes.readUInt16LE(local + 26)) !== name)
      throw new Error(`local header of ${name} names another part`)
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
    const raw = bytes.subarray(start, start + size)
    const plain = method === 8 ? zlib.inflateRawSync(raw) : raw
    if (zlib.crc32(plain) !== crc) throw new Error(`checksum of ${name}`)
    parts.set(name, plain.toString('utf8'))
    p += 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32)
  }
  return parts
}

/** A DOCX as Word writes it (deflated parts), with the reporter's name in its core and app properties. */
export const docxWithAuthor = () =>
  zip(
    [
      ['[Content_Types].xml', CONTENT_TYPES],
      ['_rels/.rels', '<Relationships/>'],
      ['word/document.xml', `<w:document>${'Beweis im Dokument. '.repeat(200)}</w:document>`],
      ['docProps/core.xml', `<cp:coreProperties><dc:creator>${AUTHOR}</dc:creator><cp:lastModifiedBy>${AUTHOR}</cp:lastModifiedBy></cp:coreProperties>`],
      ['docProps/app.xml', `<Properties><Company>Firma von ${AUTHOR}</Company></Properties>`],
      ['word/styles.xml', '<w:styles/>'],
    ],
    true,
  )

/** An ODT with the reporter's name in its meta.xml. */
export const odtWithAuthor = () =>
  zip(
    [
      ['mimetype', 'application/vnd.oasis.opendocument.text'],
      ['meta.xml', `<office:document-meta><office:meta><meta:initial-creator>${AUTHOR}</meta:initial-creator></office:meta></office:document-meta>`],
      ['content.xml', `<office:document-content>${'Beweis. '.repeat(100)}</office:document-content>`],
    ],
    true,
  )
