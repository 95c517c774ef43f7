import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { ObjectStorage } from '../objectStorage'
import { openingStream, sealingStream } from './fileSealing'

/**
 * Where a desk keeps its sealed files: `<DATA_DIR>/<folder>/<name>` or, with S3_BUCKET, the object
 * `<folder>/<name>` in the bucket. What lands there is only ever the sealed form (fileSealing.ts), written as
 * it streams in (to disk under a temporary name renamed when complete; to the bucket as a multipart upload of
 * 5 MB parts), so a half-written file is never found under its name.
 */
export type SealedFileStore = {
  /** Seals `source` into `name`; answers the plain byte count. Nothing remains under `name` when it fails. */
  put(name: string, source: Readable, recordKey: Buffer, context: string): Promise<number>
  /** The opened file, as a stream that fails when the file was tampered with. */
  get(name: string, recordKey: Buffer, context: string): Promise<Readable>
  remove(name: string): Promise<void>
}

/** Counts the bytes that pass. */
function counter(): Transform & { bytes: number } {
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      stream.bytes += chunk.length
      done(null, chunk)
    },
  }) as Transform & { bytes: number }
  stream.bytes = 0
  return stream
}

export function diskStore(folder: string): SealedFileStore {
  const file = (name: string) => path.join(folder, path.basename(name))
  return {
    async put(name, source, recordKey, context) {
      // Synchronously: the source is piped on in this same turn, before it can fail unheard.
      fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
      const partial = `${file(name)}.${crypto.randomBytes(6).toString('hex')}.part`
      const count = counter()
      try {
        await pipeline(
          source,
          count,
          sealingStream(recordKey, context),
          fs.createWriteStream(partial, { mode: 0o600 }),
        )
        await fs.promises.rename(partial, file(name))
      } catch (error) {
        await fs.promises.rm(partial, { force: true })
        throw error
      }
      return count.bytes
    },
    async get(name, recordKey, context) {
      await fs.promises.access(file(name))
      const opened = openingStream(recordKey, context)
      pipeline(fs.createReadStream(file(name)), opened).catch((error) => opened.destroy(error))
      return opened
    },
    async remove(name) {
      await fs.promises.rm(file(name), { force: true })
    },
  }
}

export function bucketStore(storage: ObjectStorage, folder: string): SealedFileStore {
  const client = new S3Client(storage.client)
  const key = (name: string) => `${folder}/${path.basename(name)}`
  return {
    async put(name, source, recordKey, context) {
      const count = counter()
      const body = source.pipe(count).pipe(sealingStream(recordKey, context))
      source.on('error', (error) => body.destroy(error))
      const upload = new Upload({
        client,
        params: {
          Bucket: storage.bucket,
          Key: key(name),
          Body: body,
          ContentType: 'application/octet-stream',
        },
        queueSize: 1,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      })
      await upload.done()
      return count.bytes
    },
    async get(name, recordKey, context) {
      const object = await client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key(name) }))
      const opened = openingStream(recordKey, context)
      pipeline(object.Body as Readable, opened).catch((error) => opened.destroy(error))
      return opened
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: key(name) }))
    },
  }
}

/** The desk's store: the bucket when one is configured, else the folder under DATA_DIR. */
export function sealedFileStore(
  storage: ObjectStorage | null,
  dataDir: string,
  folder: string,
): SealedFileStore {
  return storage ? bucketStore(storage, folder) : diskStore(path.join(dataDir, folder))
}
