import crypto from 'node:crypto'
import type { Readable } from 'node:stream'

/** The SHA-256 (hex) and byte count of what `stream` gives, read as it streams: never the whole in memory. */
export async function streamDigest(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = crypto.createHash('sha256')
  let bytes = 0
  for await (const chunk of stream) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), bytes }
}
