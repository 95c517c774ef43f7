import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
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
  /** Every file in the store with when it was last written (a `.part` file is one still being written). */
  list(): Promise<StoredEntry[]>
  /** Removes a left-over found by `list` (a complete file or a `.part`). */
  removeEntry(entry: string): Promise<void>
}

export type StoredEntry = { entry: string; modifiedMs: number }

/** A left-over `.part` file's name: `<name>.<random>.part`. */
export const isPartial = (entry: string) => entry.endsWith('.part')
/** The stored name a `.part` file was being written for. */
export const partialOf = (entry: string) => entry.replace(/\.[0-9a-f]+\.part$/, '')

/**
 * The names this process is storing right now, with when each began: a file complete on disk whose row is not
 * written yet is no left-over. A request ends within UPLOAD_MAX_SECONDS, so an entry older than that is stale.
 */
const receiving = new Map<string, number>()
export const receivingSince = (name: string): number | undefined => receiving.get(name)

/** Forgets the names received before `cutoffMs`: their requests have ended, stored or not. */
export function forgetReceivedBefore(cutoffMs: number): void {
  for (const [name, since] of receiving) if (since < cutoffMs) receiving.delete(name)
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
      receiving.set(path.basename(name), Date.now())
      // Synchronously: the source is piped on in this same turn, before it can fail unheard.
      try {
        fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
      } catch (error) {
        receiving.delete(path.basename(name))
        source.destroy()
        throw error
      }
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
        receiving.delete(path.basename(name))
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
      receiving.delete(path.basename(name))
      await fs.promises.rm(file(name), { force: true })
    },
    async list() {
      let names: string[]
      try {
        names = await fs.promises.readdir(folder)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
      const entries: StoredEntry[] = []
      for (const entry of names) {
        const stat = await fs.promises.stat(path.join(folder, entry)).catch(() => null)
        if (stat?.isFile()) entries.push({ entry, modifiedMs: stat.mtimeMs })
      }
      return entries
    },
    async removeEntry(entry) {
      await fs.promises.rm(file(entry), { force: true })
    },
  }
}

export function bucketStore(storage: ObjectStorage, folder: string): SealedFileStore {
  const client = new S3Client(storage.client)
  const key = (name: string) => `${folder}/${path.basename(name)}`
  return {
    async put(name, source, recordKey, context) {
      receiving.set(path.basename(name), Date.now())
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
      try {
        await upload.done()
      } catch (error) {
        receiving.delete(path.basename(name))
        body.destroy()
        throw error
      }
      return count.bytes
    },
    async get(name, recordKey, context) {
      const object = await client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key(name) }))
      const opened = openingStream(recordKey, context)
      pipeline(object.Body as Readable, opened).catch((error) => opened.destroy(error))
      return opened
    },
    async remove(name) {
      receiving.delete(path.basename(name))
      await client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: key(name) }))
    },
    async list() {
      const entries: StoredEntry[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: `${folder}/`, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? [])
          if (object.Key) entries.push({ entry: object.Key.slice(folder.length + 1), modifiedMs: object.LastModified?.getTime() ?? 0 })
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return entries
    },
    async removeEntry(entry) {
      await client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: key(entry) }))
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
