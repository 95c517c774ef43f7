import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api'
import { WHISTLEBLOWER_FILES } from '@/lib/constants'
import { receiveMultipart } from '@/lib/uploads/multipart'
import { docx, heic, odt, pdfWithAuthor, xlsx, zip } from '../support/evidenceFixtures'

/** Sends `files` through the multipart reader as the whistleblower channel does; what each was taken for. */
async function receive(files: [name: string, bytes: Buffer][]) {
  const boundary = 'unit-boundary'
  const body = Buffer.concat([
    ...files.flatMap(([name, bytes]) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ])
  const stored = new Map<string, Buffer>()
  const request = new Request('http://localhost/x', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  })
  const { files: received } = await receiveMultipart(
    request,
    { maxFiles: 10, maxFileBytes: 1024 * 1024, maxFieldBytes: 1024, accept: WHISTLEBLOWER_FILES.types, scrub: true },
    {
      store: async (index, source: Readable) => {
        const chunks: Buffer[] = []
        for await (const chunk of source) chunks.push(chunk as Buffer)
        stored.set(`f${index}`, Buffer.concat(chunks))
        return `f${index}`
      },
      remove: async (name) => void stored.delete(name),
    },
  )
  return { received, stored }
}

const refusal = async (files: [string, Buffer][]) => {
  try {
    await receive(files)
    return 0
  } catch (error) {
    return error instanceof ApiError ? error.status : -1
  }
}

describe('file types by their bytes', () => {
  it('takes each of the eight types for what it is, whatever it is called', async () => {
    const { received } = await receive([
      ['a.bin', await pdfWithAuthor()],
      ['b.bin', docx()],
      ['c.bin', xlsx()],
      ['d.bin', odt()],
      ['e.bin', heic()],
      ['f.bin', Buffer.from('Notiz: am 3. März um 14 Uhr\r\nÄrger im Lager — ✓\n')],
      ['g.bin', Buffer.from('kurz')],
    ])
    expect(received.map((file) => file.type)).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.oasis.opendocument.text',
      'image/heic',
      'text/plain',
      'text/plain',
    ])
    expect(received[0].removed.length).toBeGreaterThan(0)
    // The DOCX's core properties went, and it is still a DOCX.
    expect(received[1].removed).toEqual(['author'])
  })

  it('refuses a renamed program, a ZIP that is no Office file, binary “text” and an empty file', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(500, 0)])
    expect(await refusal([['Beweis.pdf', exe]])).toBe(415)
    expect(await refusal([['Beweis.docx', zip([['evil.js', 'alert(1)']])]])).toBe(415)
    expect(await refusal([['notiz.txt', Buffer.concat([Buffer.from('Text am Anfang '.repeat(10)), Buffer.from([0, 1, 2])])]])).toBe(415)
    expect(await refusal([['notiz.txt', Buffer.from([0xc3, 0x28, 0x41, 0x41])]])).toBe(415)
    expect(await refusal([['leer.txt', Buffer.alloc(0)]])).toBe(400)
  })
})
