import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderSvg } from '@/seed/renderSvg'

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#F5C400"/></svg>'
const isWebp = (data: Buffer) =>
  data.subarray(0, 4).toString() === 'RIFF' && data.subarray(8, 12).toString() === 'WEBP'
const isPng = (data: Buffer) => data.subarray(1, 4).toString() === 'PNG'

describe('the seed’s pictures', () => {
  it('are rendered as asked, without a cache folder', async () => {
    expect(isWebp(await renderSvg(svg, { format: 'webp', quality: 80 }, undefined))).toBe(true)
    expect(isPng(await renderSvg(svg, { format: 'png' }, undefined))).toBe(true)
  })

  it('are kept in the cache folder, one file per picture and encoding, and taken from it next time', async () => {
    const cache = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-art-test-')), 'art')
    try {
      const webp = await renderSvg(svg, { format: 'webp', quality: 80 }, cache)
      await renderSvg(svg, { format: 'webp', quality: 82 }, cache)
      await renderSvg(svg, { format: 'png' }, cache)
      const files = fs.readdirSync(cache).sort()
      expect(files).toHaveLength(3)
      expect(files.filter((name) => name.endsWith('.webp'))).toHaveLength(2)
      const kept = files.find((name) => fs.readFileSync(path.join(cache, name)).equals(webp))!
      expect(kept).toBeDefined()

      // What the folder holds is what the next seed gets: no second rendering.
      fs.writeFileSync(path.join(cache, kept), 'kept copy')
      expect((await renderSvg(svg, { format: 'webp', quality: 80 }, cache)).toString()).toBe('kept copy')
    } finally {
      fs.rmSync(path.dirname(cache), { recursive: true, force: true })
    }
  })
})
