import type { Readable } from 'node:stream'
import yauzl from 'yauzl'

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Every entry of a ZIP, by its path, with the CRC and sizes checked by the reader (yauzl). */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true })
  const entries = new Map<string, Buffer>()
  for await (const entry of archive.eachEntry()) entries.set(entry.fileName, await bytesOf(await archive.openReadStreamPromise(entry)))
  return entries
}
