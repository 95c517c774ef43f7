import fs from 'node:fs'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createCompressedPages } from '@/server/compressedPages'

/** Real prose of about a page's size (this project's decisions), as the text of page `n`. */
const prose = fs.readFileSync('docs/decisions.md', 'utf8').slice(0, 60_000)
const page = (n: number) => Buffer.from(`<!DOCTYPE html><h1>Seite ${n}</h1><main>${prose}</main>`)

describe('pages compressed once at the highest quality', () => {
  it('makes a copy in the background, once per content, and gives it to every later ask', async () => {
    const pages = createCompressedPages()
    expect(pages.brotli(page(1))).toBeUndefined()
    // Asked again while it is made: no second copy is started, none is given yet.
    expect(pages.brotli(Buffer.from(page(1)))).toBeUndefined()
    await expect.poll(() => pages.brotli(page(1))).toBeInstanceOf(Buffer)
    const copy = pages.brotli(page(1))!
    expect(zlib.brotliDecompressSync(copy).equals(page(1))).toBe(true)
    // Smaller than the compression of each answer (Brotli's quality 4, gzip's level 6) makes it.
    expect(copy.length).toBeLessThan(
      zlib.brotliCompressSync(page(1), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    )
    expect(copy.length).toBeLessThan(zlib.gzipSync(page(1)).length)
    // The same content in another buffer (a page rendered again) finds it.
    expect(pages.brotli(Buffer.from(page(1).toString()))).toBe(copy)
  })

  it('queues the pages asked while copies are made, and makes each without being asked again', async () => {
    const pages = createCompressedPages()
    const asked = [2, 3, 4, 5, 6].map(page)
    for (const one of asked) expect(pages.brotli(one)).toBeUndefined()
    // All of them made; asked while they wait, none is queued twice.
    await expect.poll(() => asked.filter((one) => pages.brotli(one)).length, { timeout: 10_000 }).toBe(5)
    for (const one of asked) expect(zlib.brotliDecompressSync(pages.brotli(one)!).equals(one)).toBe(true)
  })
})
