import crypto from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { PDFDocument } from 'pdf-lib'
import { jpegScrubber } from '@/lib/uploads/metadata/jpeg'
import { pngScrubber } from '@/lib/uploads/metadata/png'
import { pdfScrubber } from '@/lib/uploads/metadata/pdf'
import { officeScrubber } from '@/lib/uploads/metadata/office'
import { UncleanableFile, type Scrubber } from '@/lib/uploads/metadata'
import {
  AUTHOR,
  CAMERA,
  docxWithAuthor,
  geotaggedJpeg,
  odtWithAuthor,
  pdfHex,
  pdfWithAuthor,
  pngWithText,
  unzip,
} from '../support/evidenceFixtures'

/** A DOCX written as a stream writes it: each part's sizes only in a data descriptor after it. */
function docxWithDescriptors(picture: Buffer): Buffer {
  const parts: [string, Buffer][] = [
    ['[Content_Types].xml', Buffer.from('<Types/>')],
    ['word/media/image1.png', picture],
    ['word/document.xml', Buffer.from('<w:document/>')],
    ['docProps/core.xml', Buffer.from(`<cp:coreProperties><dc:creator>${AUTHOR}</dc:creator></cp:coreProperties>`)],
  ]
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, plain] of parts) {
    const data = zlib.deflateRawSync(plain)
    const nameBytes = Buffer.from(name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0808, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt16LE(nameBytes.length, 26)
    const descriptor = Buffer.alloc(16)
    descriptor.writeUInt32LE(0x08074b50, 0)
    descriptor.writeUInt32LE(zlib.crc32(plain), 4)
    descriptor.writeUInt32LE(data.length, 8)
    descriptor.writeUInt32LE(plain.length, 12)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0808, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(zlib.crc32(plain), 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(plain.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data, descriptor)
    centrals.push(central, nameBytes)
    offset += 30 + nameBytes.length + data.length + 16
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** Runs `bytes` through a scrubber in chunks of `size` (1 byte: every boundary falls inside a header). */
function scrub(scrubber: Scrubber, bytes: Buffer, size: number): Buffer {
  const out: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) out.push(...scrubber.write(bytes.subarray(at, at + size)))
  out.push(...scrubber.end())
  return Buffer.concat(out)
}

describe('metadata removal before sealing', () => {
  it('a JPEG loses its EXIF (camera, serial number, GPS position), the picture stays', async () => {
    const photo = await geotaggedJpeg()
    const before = await sharp(photo).metadata()
    expect(before.exif?.includes(Buffer.from(CAMERA))).toBe(true)
    for (const size of [1, 7, 64 * 1024]) {
      const scrubber = jpegScrubber()
      const clean = scrub(scrubber, photo, size)
      expect(clean.includes(Buffer.from('Exif\0'))).toBe(false)
      expect(clean.includes(Buffer.from(CAMERA))).toBe(false)
      expect(clean.includes(Buffer.from(AUTHOR))).toBe(false)
      expect([...scrubber.removed]).toEqual(['exif'])
      const after = await sharp(clean).metadata()
      expect(after.exif).toBeUndefined()
      expect([after.width, after.height]).toEqual([64, 48])
      const { data } = await sharp(clean).raw().toBuffer({ resolveWithObject: true })
      expect(data.equals(await sharp(photo).raw().toBuffer())).toBe(true)
    }
  })

  it('a PNG loses its text, XMP and time chunks, the picture stays', async () => {
    const image = await pngWithText()
    for (const size of [1, 5, 64 * 1024]) {
      const scrubber = pngScrubber()
      const clean = scrub(scrubber, image, size)
      expect(clean.includes(Buffer.from(AUTHOR))).toBe(false)
      for (const chunk of ['tEXt', 'iTXt', 'tIME']) expect(clean.includes(Buffer.from(chunk))).toBe(false)
      expect([...scrubber.removed].sort()).toEqual(['text', 'time'])
      expect((await sharp(clean).raw().toBuffer()).equals(await sharp(image).raw().toBuffer())).toBe(true)
    }
  })

  it('a PDF loses author, creator, producer, title and XMP; its outline titles stay, and it still opens', async () => {
    const pdf = await pdfWithAuthor()
    expect(pdf.includes(pdfHex(AUTHOR))).toBe(true)
    expect(pdf.includes(Buffer.from(AUTHOR))).toBe(true)
    for (const size of [1, 333, 64 * 1024]) {
      const scrubber = pdfScrubber()
      const clean = scrub(scrubber, pdf, size)
      expect(clean.length).toBe(pdf.length)
      expect(clean.includes(Buffer.from(AUTHOR))).toBe(false)
      expect(clean.includes(pdfHex(AUTHOR))).toBe(false)
      expect(clean.includes(pdfHex('E2E-Produzent 1.0'))).toBe(false)
      expect(clean.includes(Buffer.from('Kapitel eins'))).toBe(true)
      expect([...scrubber.removed].sort()).toEqual(['author', 'software', 'title', 'xmp'])
      const opened = await PDFDocument.load(clean, { updateMetadata: false })
      expect(opened.getPageCount()).toBe(1)
      expect(opened.getAuthor() ?? '').toBe('')
      expect(opened.getTitle() ?? '').toBe('')
      expect(opened.getProducer() ?? '').toBe('')
    }
  })

  it('a PDF’s literal strings are blanked to their closing parenthesis, escapes and nesting included', () => {
    const info = '1 0 obj\n<< /Author (Max \\) M. (der Zweite)) /Producer (Writer) /Title (Mein Titel) >>\nendobj\n'
    const outline = '2 0 obj\n<< /Title (Kapitel eins) /Parent 3 0 R >>\nendobj\n'
    const pdf = Buffer.from(`%PDF-1.4\n${info}${outline}%%EOF\n`, 'latin1')
    for (const size of [1, 10, 1000]) {
      const clean = scrub(pdfScrubber(), pdf, size).toString('latin1')
      expect(clean.length).toBe(pdf.length)
      expect(clean).toContain(`/Author ()${' '.repeat('Max \\) M. (der Zweite)'.length)} /Producer ()${' '.repeat(6)} /Title ()${' '.repeat(10)} >>`)
      expect(clean).toContain('/Title (Kapitel eins)')
    }
  })

  it('a DOCX loses its core and app properties (author, last editor, company); every other part stays', () => {
    const docx = docxWithAuthor()
    const before = unzip(docx)
    expect(before.get('docProps/core.xml')).toContain(AUTHOR)
    for (const size of [1, 17, 64 * 1024]) {
      const scrubber = officeScrubber()
      const clean = scrub(scrubber, docx, size)
      const after = unzip(clean)
      expect([...after.keys()]).toEqual([...before.keys()])
      for (const [name, content] of after) {
        expect(content.includes(AUTHOR), name).toBe(false)
        if (!name.startsWith('docProps/')) expect(content).toBe(before.get(name))
      }
      expect([...scrubber.removed].sort()).toEqual(['author', 'software'])
      expect(clean.includes(Buffer.from(AUTHOR))).toBe(false)
    }
  })

  it('an ODT loses its meta.xml; its mimetype stays the first part', () => {
    const odt = odtWithAuthor()
    const scrubber = officeScrubber()
    const clean = scrub(scrubber, odt, 5)
    const after = unzip(clean)
    expect([...after.keys()][0]).toBe('mimetype')
    expect(after.get('meta.xml')).not.toContain(AUTHOR)
    expect(after.get('content.xml')).toBe(unzip(odt).get('content.xml'))
    expect(clean.subarray(30, 38).toString()).toBe('mimetype')
  })

  it('a large PDF or DOCX streams through holding a bounded window, never the file', () => {
    const chunk = 64 * 1024
    /** The most bytes written and not yet handed on, over the whole file, and the bytes handed on. */
    const held = (scrubber: Scrubber, bytes: Buffer) => {
      const out: Buffer[] = []
      let most = 0
      let written = 0
      let passed = 0
      for (let at = 0; at < bytes.length; at += chunk) {
        const piece = bytes.subarray(at, at + chunk)
        written += piece.length
        for (const each of scrubber.write(piece)) {
          out.push(each)
          passed += each.length
        }
        most = Math.max(most, written - passed)
      }
      out.push(...scrubber.end())
      return { most, bytes: Buffer.concat(out) }
    }
    const filler = Buffer.alloc(8 * 1024 * 1024, 0x41)
    // An information dictionary whose title never closes: held up to 256 KB, then passed on.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Producer (x) /Title ('), filler, Buffer.from('\n%%EOF\n')])
    const fromPdf = held(pdfScrubber(), pdf)
    expect(fromPdf.most).toBeLessThanOrEqual(256 * 1024 + chunk)
    expect(fromPdf.bytes.length).toBe(pdf.length)
    // A DOCX whose large picture leaves its size to a data descriptor (as LibreOffice and Java write them):
    // inflated as it passes to find its end, never held.
    const fromZip = held(officeScrubber(), docxWithDescriptors(crypto.randomBytes(8 * 1024 * 1024)))
    expect(fromZip.most).toBeLessThanOrEqual(2 * chunk)
    expect(unzip(fromZip.bytes).get('word/document.xml')).toBe('<w:document/>')
  })

  it('a ZIP it cannot follow (a stored part of unknown size) is refused, never stored with its names', () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 8, 0]), Buffer.alloc(22), Buffer.alloc(1000, 0x41)])
    expect(() => officeScrubber().write(zip)).toThrow(UncleanableFile)
  })

  it('a file without metadata passes byte for byte', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer()
    const scrubber = jpegScrubber()
    expect(scrub(scrubber, plain, 3).equals(plain)).toBe(true)
    expect(scrubber.removed.size).toBe(0)
  })
})
