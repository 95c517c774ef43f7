import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { WHISTLEBLOWER_FILES } from '@/lib/constants'
import { cleanFileName, contentDisposition, downloadName, quotedFileName } from '@/lib/uploads/fileName'
import { receiveMultipart } from '@/lib/uploads/multipart'
import { fixture } from '../support/evidenceFixtures'

/**
 * File parts as clients send them: names in UTF-8 (as browsers do), in `filename*`, without a name; files
 * before the fields that must admit them. What is stored, and under which name.
 */
type RawPart = { disposition: string; body: Buffer | string }

async function receive(parts: RawPart[], admit?: (fields: Record<string, string>) => Promise<void>) {
  const boundary = 'unit-boundary'
  const body = Buffer.concat([
    ...parts.flatMap(({ disposition, body }) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ])
  const stored: string[] = []
  const request = new Request('http://localhost/x', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
  const result = await receiveMultipart(
    request,
    { maxFiles: 10, maxFileBytes: 1024 * 1024, maxFieldBytes: 4096, accept: WHISTLEBLOWER_FILES.types, scrub: true },
    {
      admit,
      store: async (index, source: Readable) => {
        for await (const _chunk of source) void _chunk
        stored.push(`f${index}`)
        return `f${index}`
      },
      remove: async (name) => void stored.splice(stored.indexOf(name), 1),
    },
  )
  return { ...result, stored }
}

const failure = async (run: Promise<unknown>) => {
  try {
    await run
    return null
  } catch (error) {
    return error instanceof ApiError ? { status: error.status, fields: error.fields } : { status: -1, fields: undefined }
  }
}

const note = Buffer.from('Notiz aus dem Lager\n')

describe('file names as sent', () => {
  it('keeps UTF-8 names whole, and takes line feeds, control and bidi characters out of a `filename*`', async () => {
    const { files } = await receive([
      { disposition: 'name="files"; filename="Prüfbericht Größe.txt"', body: note },
      { disposition: 'name="files"; filename="Lebenslauf Jürgen Öztürk – März 2026.txt"', body: note },
      { disposition: "name=\"files\"; filename*=UTF-8''zeile1%0ASHA-256%3A%20gefaelscht.txt", body: note },
      { disposition: "name=\"files\"; filename*=UTF-8''rechnung%E2%80%AEtxt.exe%1B%00", body: note },
    ])
    expect(files.map((file) => file.originalName)).toEqual([
      'Prüfbericht Größe.txt',
      'Lebenslauf Jürgen Öztürk – März 2026.txt',
      'zeile1SHA-256: gefaelscht.txt',
      'rechnungtxt.exe',
    ])
  })

  it('refuses a file part without a usable name with 400 naming `files`, and stores nothing', async () => {
    for (const disposition of [
      'name="files"; filename=""',
      'name="files"',
      "name=\"files\"; filename*=UTF-8''%FF%FE.txt",
      'name="files"; filename="\u202E\u200B"',
    ]) {
      const result = await failure(receive([{ disposition: 'name="files"; filename="ok.txt"', body: note }, { disposition, body: note }]))
      expect(result, disposition).toMatchObject({ status: 400, fields: { files: expect.stringContaining('name') } })
    }
    // An empty file input sends an empty part without a name: nothing chosen, nothing refused.
    const { files } = await receive([{ disposition: 'name="files"; filename=""', body: '' }])
    expect(files).toEqual([])
  })

  it('bounds a long name and keeps its extension; downloads keep the name as sent where its extension fits', () => {
    const long = cleanFileName(`${'Sehr langer Name '.repeat(20)}.pdf`)!
    expect([...long].length).toBe(120)
    expect(long.endsWith('….pdf')).toBe(true)
    expect(downloadName('Prüfbericht Größe.pdf', 'file-1', 'application/pdf')).toBe('Prüfbericht Größe.pdf')
    expect(downloadName('IMG_0815.JPEG', 'file-1', 'image/jpeg')).toBe('IMG_0815.JPEG')
    expect(downloadName('rechnung.pdf.exe', 'file-1', 'application/pdf')).toBe('rechnung.pdf.pdf')
    expect(downloadName('a/b\\c:d.pdf', 'file-1', 'application/pdf')).toBe('a_b_c:d.pdf')
    expect(contentDisposition('Prüfbericht Größe.pdf')).toBe(
      `attachment; filename="Prufbericht Gro_e.pdf"; filename*=UTF-8''Pr%C3%BCfbericht%20Gr%C3%B6%C3%9Fe.pdf`,
    )
    expect(quotedFileName('a "b".pdf')).toBe(String.raw`"a \"b\".pdf"`)
  })
})

describe('the fields that admit files come first', () => {
  it('a body with its files before the human check is refused before a byte is stored', async () => {
    let stored = 0
    const admit = async (fields: Record<string, string>) => {
      if (!fields.gRecaptchaResponse) throw new ApiError(400, 'Invalid input', { gRecaptchaResponse: 'must come before the files' })
    }
    const early = await failure(
      receive([
        { disposition: 'name="files"; filename="a.txt"', body: note },
        { disposition: 'name="gRecaptchaResponse"', body: 'solution' },
      ], admit).then((result) => (stored = result.stored.length)),
    )
    expect(early).toMatchObject({ status: 400, fields: { gRecaptchaResponse: 'must come before the files' } })
    expect(stored).toBe(0)
    const inOrder = await receive(
      [
        { disposition: 'name="gRecaptchaResponse"', body: 'solution' },
        { disposition: 'name="files"; filename="a.txt"', body: note },
      ],
      admit,
    )
    expect(inOrder.stored).toEqual(['f0'])
  })
})

describe('voice messages and WebP by their bytes', () => {
  it('takes each for what it is, whatever it is called', async () => {
    const { files } = await receive(
      ['photo.webp', 'voice.mp3', 'voice.m4a', 'voice.opus', 'voice.webm'].map((name, i) => ({
        disposition: `name="files"; filename="datei-${i}.bin"`,
        body: fixture(name),
      })),
    )
    expect(files.map((file) => [file.type, file.removed.length > 0])).toEqual([
      ['image/webp', true],
      ['audio/mpeg', true],
      ['audio/mp4', true],
      ['audio/ogg', true],
      ['audio/webm', true],
    ])
  })
})
