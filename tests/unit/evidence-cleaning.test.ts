import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, describe, expect, it } from 'vitest'
import { ExiftoolSession } from '../support/exiftoolSession'
import { sniffType, zipKind } from '@/lib/uploads/fileType'
import { scrubberFor, type Scrubber } from '@/lib/uploads/metadata'
import { zlibOfLength } from '@/lib/uploads/metadata/pdf'
import {
  AUTHOR,
  CAMERA,
  FIXTURE_NAME,
  FIXTURE_PEOPLE,
  fixture,
  geotaggedJpeg,
  pdfWithAuthor,
  pdfWithObjectStreams,
  pngWithText,
  unzip,
  zip,
} from '../support/evidenceFixtures'

/**
 * Evidence files as real producers make them (tests/fixtures/evidence/, scripts/make-evidence-fixtures.sh; PDFs
 * by pdf-lib with object streams and without; photos by sharp with EXIF, and exiftool's XMP and IPTC on top),
 * each cleaned as the upload cleans it, in small and large chunks; then exiftool (Debian's
 * libimage-exiftool-perl, installed by .ci/run) reads the output and finds no name, no GPS position and no
 * author, and the file still opens as what it was.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-cleaning-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const session = new ExiftoolSession()
afterAll(() => session.close())

async function exiftool(bytes: Buffer, name: string): Promise<Record<string, unknown>> {
  const file = path.join(work, name)
  fs.writeFileSync(file, bytes)
  const [tags] = JSON.parse(await session.run(['-j', '-a', '-G1', '-struct', file])) as Record<string, unknown>[]
  for (const key of Object.keys(tags)) if (key.startsWith('System:') || key === 'SourceFile') delete tags[key]
  return tags
}

/** What of `tags` names someone or a place: a value with a name, or any GPS, location, author or artist tag. */
function identifying(tags: Record<string, unknown>): string[] {
  const names = [FIXTURE_NAME, AUTHOR, CAMERA, ...FIXTURE_PEOPLE, 'Erika', 'Musterfrau', 'iPhone', '4711']
  const found: string[] = []
  for (const [key, value] of Object.entries(tags)) {
    const text = JSON.stringify(value)
    if (names.some((name) => text.includes(name))) found.push(`${key}: ${text}`)
    else if (/GPS|Location|Author|Artist|Creator$|By-line|LastModifiedBy|SerialNumber/i.test(key) && text.replace(/"/g, '').trim())
      found.push(`${key}: ${text}`)
  }
  return found
}

/** Runs `bytes` through the scrubber its bytes call for, in chunks of `size`. */
function clean(bytes: Buffer, size: number): { bytes: Buffer; scrubber: Scrubber } {
  const sniffed = sniffType(bytes.subarray(0, 80))
  expect(sniffed).not.toBeNull()
  const scrubber = scrubberFor(sniffed!)
  const out: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) out.push(...scrubber.write(bytes.subarray(at, at + size)))
  out.push(...scrubber.end())
  return { bytes: Buffer.concat(out), scrubber }
}

/** What exiftool reads of the sound itself: codec, channels, rate, duration of the media. */
const sound = (tags: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(tags).filter(([key]) =>
      /:(SampleRate|AudioSampleRate|AudioChannels|AudioBitrate|MPEGAudioVersion|AudioLayer|AudioFormat|CodecID|OpusVersion|MediaDuration|TrackDuration|TimecodeScale)$/.test(key),
    ),
  )

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  return (await extractText(pdf, { mergePages: true })).text as string
}

async function withExiftool(bytes: Buffer, name: string, args: string[]): Promise<Buffer> {
  const file = path.join(work, name)
  fs.writeFileSync(file, bytes)
  await session.run(['-overwrite_original', ...args, file])
  return fs.readFileSync(file)
}

const PERSON = [`-Artist=${FIXTURE_NAME}`, `-XMP:Creator=${FIXTURE_NAME}`, `-IPTC:By-line=${FIXTURE_NAME}`]
const PLACE = ['-GPSLatitude=52.52', '-GPSLatitudeRef=N', '-GPSLongitude=13.405', '-GPSLongitudeRef=E']

type Case = { name: string; make: () => Promise<Buffer> | Buffer; opens: (bytes: Buffer, original: Buffer) => Promise<void> | void }

const samePicture = async (bytes: Buffer, original: Buffer) =>
  expect((await sharp(bytes).raw().toBuffer()).equals(await sharp(original).raw().toBuffer())).toBe(true)
const sameSound = async (bytes: Buffer, original: Buffer) => {
  const after = sound(await exiftool(bytes, 'after'))
  expect(Object.keys(after).length).toBeGreaterThan(1)
  expect(after).toEqual(sound(await exiftool(original, 'before')))
}
const wholeZip = (bytes: Buffer) => {
  const parts = unzip(bytes)
  for (const [part, content] of parts)
    for (const name of [FIXTURE_NAME, ...FIXTURE_PEOPLE]) expect(content.includes(name), `${part}: ${name}`).toBe(false)
  return parts
}

const CASES: Case[] = [
  { name: 'a phone photo (JPEG: EXIF with GPS, XMP, IPTC)', make: async () => await withExiftool(await geotaggedJpeg(), 'photo.jpg', [...PERSON, ...PLACE]), opens: samePicture },
  { name: 'a PNG with text chunks and EXIF', make: async () => await withExiftool(await pngWithText(), 'image.png', [...PERSON, ...PLACE]), opens: samePicture },
  { name: 'a WebP with EXIF (GPS) and XMP', make: () => fixture('photo.webp'), opens: samePicture },
  {
    name: 'an HEIC photo with EXIF (GPS, camera, artist) and XMP',
    make: () => fixture('photo.heic'),
    opens: async (bytes, original) => {
      expect(bytes.length).toBe(original.length)
      // The image itself (its HEVC data at the end of the media data) is untouched.
      expect(bytes.subarray(-1024).equals(original.subarray(-1024))).toBe(true)
      expect((await exiftool(bytes, 'size.heic'))['File:ImageWidth']).toBe(160)
    },
  },
  { name: 'a PDF with object streams (pdf-lib’s default), compressed XMP', make: () => pdfWithObjectStreams(), opens: async (bytes) => expect(await pdfText(bytes)).toContain('Beweis') },
  { name: 'a classic PDF (no object streams)', make: () => pdfWithAuthor(), opens: async (bytes) => expect(await pdfText(bytes)).toContain('Beweis') },
  {
    name: 'a PDF of LibreOffice updated incrementally by exiftool (author and XMP in both revisions)',
    make: () => fixture('incremental.pdf'),
    opens: async (bytes) => expect(await pdfText(bytes)).toContain('Im Lager werden Unterlagen vernichtet'),
  },
  { name: 'a DOCX of LibreOffice with a comment and a tracked change', make: () => fixture('report.docx'), opens: (bytes) => expect(wholeZip(bytes).get('word/document.xml')).toContain('eingefügt') },
  { name: 'an XLSX of LibreOffice with a comment', make: () => fixture('report.xlsx'), opens: (bytes) => expect(wholeZip(bytes).get('xl/comments1.xml')).toContain('Zu hoch?') },
  { name: 'an ODT of LibreOffice with an annotation and a tracked change', make: () => fixture('report.odt'), opens: (bytes) => expect(wholeZip(bytes).get('content.xml')).toContain('Stimmt das?') },
  { name: 'an MP3 voice message with ID3v2 and ID3v1', make: () => fixture('voice.mp3'), opens: sameSound },
  { name: 'an M4A voice message with iTunes tags and a place', make: () => fixture('voice.m4a'), opens: sameSound },
  { name: 'an Ogg/Opus voice message with comments', make: () => fixture('voice.opus'), opens: sameSound },
  { name: 'a WebM voice message with tags and a title', make: () => fixture('voice.webm'), opens: sameSound },
]

describe('evidence as real producers make it, cleaned: exiftool finds no name, place or author', () => {
  for (const { name, make, opens } of CASES) {
    it(name, async () => {
      const original = await make()
      expect(identifying(await exiftool(original, 'original')).length, 'the fixture names someone').toBeGreaterThan(0)
      for (const size of [7, 4096, 64 * 1024]) {
        const { bytes, scrubber } = clean(original, size)
        expect(identifying(await exiftool(bytes, 'cleaned')), `${name}, chunks of ${size}`).toEqual([])
        expect(scrubber.removed.size).toBeGreaterThan(0)
        for (const person of [FIXTURE_NAME, AUTHOR, ...FIXTURE_PEOPLE])
          expect(bytes.includes(Buffer.from(person)), `${person} in the bytes`).toBe(false)
        await opens(bytes, original)
      }
    })
  }

  it('Word’s people, document variables, custom properties and a template on the author’s machine go too', () => {
    const docx = zip(
      [
        ['[Content_Types].xml', '<Types/>'],
        ['word/document.xml', '<w:document><w:body><w:p><w:ins w:id="1" w:author="Max Mitschreiber" w:date="2026-03-01T10:00:00Z"><w:r><w:t>neu</w:t></w:r></w:ins></w:p></w:body></w:document>'],
        ['word/comments.xml', '<w:comments><w:comment w:id="0" w:author="Klara Kommentar" w:initials="KK"><w:p/></w:comment></w:comments>'],
        ['word/people.xml', `<w15:people><w15:person w15:author="${FIXTURE_NAME}"><w15:presenceInfo w15:providerId="AD" w15:userId="erika@firma.example"/></w15:person></w15:people>`],
        ['word/settings.xml', `<w:settings><w:docVars><w:docVar w:name="Bearbeiter" w:val="${FIXTURE_NAME}"/></w:docVars></w:settings>`],
        ['word/_rels/settings.xml.rels', '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="file:///C:/Users/erika.musterfrau/Vorlagen/Normal.dotm" TargetMode="External"/></Relationships>'],
        ['docProps/custom.xml', `<Properties><property name="Sachbearbeitung"><vt:lpwstr>${FIXTURE_NAME}</vt:lpwstr></property></Properties>`],
      ],
      true,
    )
    const { bytes, scrubber } = clean(docx, 13)
    const parts = unzip(bytes)
    for (const [part, content] of parts)
      for (const name of [FIXTURE_NAME, ...FIXTURE_PEOPLE, 'erika', 'KK"']) expect(content.includes(name), `${part}: ${name}`).toBe(false)
    expect(parts.get('word/document.xml')).toContain('<w:t>neu</w:t>')
    expect(parts.get('word/settings.xml')).toContain('w:name="Bearbeiter" w:val=""')
    expect([...scrubber.removed].sort()).toEqual(['author', 'people'])
    const kind = zipKind()
    kind.write(bytes)
    expect(kind.kind()).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  })
})

describe('an object stream packed again to its old length', () => {
  it('inflates to the cleaned objects and trailing spaces, for lengths up to past one stored block', () => {
    const objects = Buffer.from('1 0 << /Author ()      /Producer ()   >>')
    for (const length of [60, 200, 70_000, 140_000]) {
      const packed = zlibOfLength(objects, length)!
      expect(packed.length).toBe(length)
      const plain = zlib.inflateSync(packed)
      expect(plain.subarray(0, objects.length).equals(objects)).toBe(true)
      expect(plain.subarray(objects.length).toString().trim()).toBe('')
    }
    expect(zlibOfLength(Buffer.alloc(5000, 7), 20)).toBeNull()
  })
})
