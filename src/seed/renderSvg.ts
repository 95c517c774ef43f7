import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { seedArtCache } from '@/lib/env'

export type Encoding = { format: 'webp'; quality: number } | { format: 'png' }

/**
 * An SVG of the seed's art rendered by sharp. With SEED_ART_CACHE, each picture is kept there under the hash of
 * its SVG and encoding, so that repeated seeds (the tests make several) render it once; a picture is written to
 * a file of its own first and then renamed, so seeds running side by side never read half of one.
 */
export async function renderSvg(svg: string, encoding: Encoding, cache = seedArtCache): Promise<Buffer> {
  const key = crypto.createHash('sha256').update(JSON.stringify(encoding)).update(svg).digest('hex')
  // turbopackIgnore: a folder named at run time; none of it belongs in the build's trace.
  const file = cache && path.join(/* turbopackIgnore: true */ cache, `${key}.${encoding.format}`)
  if (file) {
    const kept = await fs.readFile(/* turbopackIgnore: true */ file).catch(() => null)
    if (kept) return kept
  }
  const image = sharp(Buffer.from(svg))
  const data = await (
    encoding.format === 'png' ? image.png() : image.webp({ quality: encoding.quality })
  ).toBuffer()
  if (file) {
    await fs.mkdir(cache, { recursive: true })
    const partial = `${file}.${process.pid}.${crypto.randomUUID()}`
    await fs.writeFile(partial, data)
    await fs.rename(partial, file)
  }
  return data
}
