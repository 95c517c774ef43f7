import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { dataDir, objectStorage } from '../env'
import { objectKey, type UploadFolder } from '../objectStorage'

/** A stored file larger than the reader allows: nothing of it was kept. */
export class StoredFileTooLarge extends Error {}

let client: S3Client | undefined

/** The stored upload's bytes as a stream: from the bucket with S3_BUCKET, else from its folder in DATA_DIR. */
async function open(folder: UploadFolder, filename: string): Promise<Readable> {
  const name = path.basename(filename)
  if (!objectStorage) return fs.createReadStream(path.join(dataDir, folder, name))
  client ??= new S3Client(objectStorage.client)
  const object = await client.send(
    new GetObjectCommand({ Bucket: objectStorage.bucket, Key: objectKey(folder, name) }),
  )
  return object.Body as Readable
}

/**
 * A stored upload (a document's file, src/collections/Documents.ts) whole in memory, for a reader that needs all
 * of it (the PDF text for search): at most `maxBytes`, counted as it streams in, so a larger one is refused
 * (StoredFileTooLarge) before more than that was read.
 */
export async function readStoredFile(
  folder: UploadFolder,
  filename: string,
  maxBytes: number,
): Promise<Buffer> {
  const stream = await open(folder, filename)
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length
      if (size > maxBytes) throw new StoredFileTooLarge(`${filename} is larger than ${maxBytes} bytes`)
      chunks.push(chunk as Buffer)
    }
  } finally {
    stream.destroy()
  }
  return Buffer.concat(chunks)
}
