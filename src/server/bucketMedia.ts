import type { Readable } from 'node:stream'
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { uploadBase } from '@/lib/mediaFiles'
import { objectKey, type ObjectStorage } from '@/lib/objectStorage'
import type { MediaStore, StoredRead } from './mediaFiles'

/** How long a listing of an upload's sizes is trusted (a replaced upload has a new name, so this is plenty). */
const LISTING_TTL_MS = 5000
/** Listings kept at most; beyond it, the stale ones are dropped. */
const LISTINGS_KEPT = 1000

/** The HTTP status of the store's answer behind an SDK error; none when it did not answer. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode
}

/**
 * Uploaded images in the bucket of S3_BUCKET, under `media/` (src/collections/uploadStorage.ts): read with the
 * site's own credentials, so the bucket need not be public. One request per file sent (a conditional GET, or
 * HEAD), and one listing of an upload's sizes per few seconds when a width is asked for.
 */
export function bucketMedia(storage: ObjectStorage, client = new S3Client(storage.client)): MediaStore {
  const listings = new Map<string, { names: Promise<string[]>; read: number }>()

  async function list(base: string): Promise<string[]> {
    const prefix = objectKey('media', base)
    const names: string[] = []
    let ContinuationToken: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: prefix, ContinuationToken }),
      )
      for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice('media/'.length))
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
    return names
  }

  return {
    namesLike(requested) {
      const base = uploadBase(requested)
      const now = Date.now()
      const known = listings.get(base)
      if (known && now - known.read <= LISTING_TTL_MS) return known.names
      if (listings.size >= LISTINGS_KEPT)
        for (const [key, listing] of listings) if (now - listing.read > LISTING_TTL_MS) listings.delete(key)
      const names = list(base)
      listings.set(base, { names, read: now })
      names.catch(() => listings.delete(base))
      return names
    },

    async read(name, { body, ifNoneMatch }): Promise<StoredRead> {
      const input = { Bucket: storage.bucket, Key: objectKey('media', name), IfNoneMatch: ifNoneMatch }
      try {
        const object = await client.send(body ? new GetObjectCommand(input) : new HeadObjectCommand(input))
        const file = {
          size: object.ContentLength ?? 0,
          modified: object.LastModified ?? new Date(0),
          etag: object.ETag ?? `"${name}"`,
        }
        return { found: true, file, body: 'Body' in object ? (object.Body as Readable) : undefined }
      } catch (error) {
        const status = statusOf(error)
        if (status === 304) return { found: true, notModified: true }
        if (status === 404) return { found: false }
        throw error
      }
    },
  }
}
