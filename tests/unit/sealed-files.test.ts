import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable, Writable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import { describe, expect, it } from 'vitest'
import { CHUNK_BYTES, openingStream, sealedSize, sealingStream } from '@/lib/sealed/fileSealing'
import { diskStore } from '@/lib/sealed/fileStore'
import { newRecordKey, openText, sealText } from '@/lib/sealed/valueSealing'

const seal = async (key: Buffer, plain: Buffer, context: string, pieces = 7777) => {
  const parts = []
  for (let at = 0; at < plain.length; at += pieces) parts.push(plain.subarray(at, at + pieces))
  return buffer(Readable.from(parts).pipe(sealingStream(key, context)))
}
const open = (key: Buffer, sealed: Buffer, context: string) =>
  buffer(Readable.from([sealed]).pipe(openingStream(key, context)))

describe('sealed files', () => {
  it.each([0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES, 200_001])(
    'open to the same %i bytes, and have the announced size',
    async (size) => {
      const key = newRecordKey()
      const plain = crypto.randomBytes(size)
      const sealed = await seal(key, plain, 'applications|A-1|cv')
      expect(sealed.length).toBe(sealedSize(size))
      expect((await open(key, sealed, 'applications|A-1|cv')).equals(plain)).toBe(true)
    },
  )

  it.each([1, CHUNK_BYTES, CHUNK_BYTES + 3, 5 * CHUNK_BYTES])(
    'seal the same whatever the pieces the bytes come in (%i bytes a piece)',
    async (pieces) => {
      const key = newRecordKey()
      const plain = crypto.randomBytes(3 * CHUNK_BYTES + 17)
      const sealed = await seal(key, plain, 'ctx', pieces)
      expect(sealed.length).toBe(sealedSize(plain.length))
      expect((await open(key, sealed, 'ctx')).equals(plain)).toBe(true)
    },
  )

  it('hold no plaintext', async () => {
    const plain = Buffer.from('%PDF-1.7 Lebenslauf Erika Mustermann '.repeat(5000))
    const sealed = await seal(newRecordKey(), plain, 'ctx')
    expect(sealed.includes('Mustermann')).toBe(false)
    expect(sealed.includes('%PDF')).toBe(false)
  })

  it('refuse another key, another context, a change, a cut and an appended chunk', async () => {
    const key = newRecordKey()
    const plain = crypto.randomBytes(3 * CHUNK_BYTES + 5)
    const sealed = await seal(key, plain, 'ctx')
    await expect(open(newRecordKey(), sealed, 'ctx')).rejects.toThrow()
    await expect(open(key, sealed, 'other')).rejects.toThrow()
    const changed = Buffer.from(sealed)
    changed[changed.length - 100] ^= 1
    await expect(open(key, changed, 'ctx')).rejects.toThrow()
    const chunk = CHUNK_BYTES + 16
    await expect(open(key, sealed.subarray(0, sealed.length - 21), 'ctx')).rejects.toThrow()
    const header = sealed.length - 3 * chunk - 21
    await expect(open(key, sealed.subarray(0, header + 2 * chunk), 'ctx')).rejects.toThrow()
    await expect(
      open(key, Buffer.concat([sealed, sealed.subarray(header, header + chunk)]), 'ctx'),
    ).rejects.toThrow()
  })

  it('stream through the disk store without a readable byte on disk, and leave nothing when the source fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sealed-store-'))
    const store = diskStore(dir)
    const key = newRecordKey()
    const plain = Buffer.from('PNG Zeugnis Erika Mustermann '.repeat(20000))
    expect(await store.put('one', Readable.from([plain]), key, 'c')).toBe(plain.length)
    expect(fs.readFileSync(path.join(dir, 'one')).includes('Mustermann')).toBe(false)
    expect((await buffer(await store.get('one', key, 'c'))).equals(plain)).toBe(true)

    const failing = new Readable({
      read() {
        this.push(plain.subarray(0, 1000))
        this.destroy(new Error('client went away'))
      },
    })
    await expect(store.put('two', failing, key, 'c')).rejects.toThrow()
    expect(fs.readdirSync(dir)).toEqual(['one'])
    await store.remove('one')
    expect(fs.readdirSync(dir)).toEqual([])
    await pipeline(Readable.from([]), fs.createWriteStream(path.join(dir, 'x')))
  })

  it('seal values for one desk that another desk cannot open', () => {
    const key = newRecordKey()
    const sealed = sealText(key, 'Gehalt 60.000', { desk: 'applications', reference: 'B-1', field: 'salary' })
    expect(openText(key, sealed, { desk: 'applications', reference: 'B-1', field: 'salary' })).toBe(
      'Gehalt 60.000',
    )
    expect(() =>
      openText(key, sealed, { desk: 'whistleblower', reference: 'B-1', field: 'salary' }),
    ).toThrow()
  })
})

describe('memory while a large file is sealed', () => {
  it('the copies made of its chunks are collected as it streams, not left to pile up to V8’s 64 MB', async () => {
    const key = newRecordKey()
    const total = 96 * 1024 * 1024
    let sent = 0
    // Each chunk a new buffer, as the server's HTTP parser hands them on.
    const source = new Readable({
      read() {
        if (sent >= total) return void this.push(null)
        sent += 64 * 1024
        this.push(Buffer.alloc(64 * 1024, sent & 0xff))
      },
    })
    const start = process.memoryUsage().arrayBuffers
    let most = 0
    const sink = new Writable({
      write(_chunk, _encoding, done) {
        most = Math.max(most, process.memoryUsage().arrayBuffers - start)
        done()
      },
    })
    await pipeline(source, sealingStream(key, 'whistleblower|HS-1|f'), sink)
    expect(most / 1024 / 1024).toBeLessThan(16)
  })
})
