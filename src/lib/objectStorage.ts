import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { z } from 'zod'

/**
 * Uploads on S3-compatible object storage instead of DATA_DIR: the bucket holds the upload folders' layout,
 * `media/<file>` and `documents/<file>` (src/payload.config.ts writes there, src/server reads from there).
 */
export const UPLOAD_FOLDERS = ['media', 'documents'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]

export interface ObjectStorage {
  bucket: string
  client: S3ClientConfig
}

/** S3's rule for bucket names: 3-63 lower-case letters, digits, dots and hyphens, starting and ending alike. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

/** A setting that may be left out; `NAME=` (empty, as env files have it) counts as left out. */
const unlessEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** The environment's settings of the store (src/lib/env.ts). */
export const objectStorageShape = {
  /** Set it to store uploads in this bucket; unset, they stay in DATA_DIR. */
  S3_BUCKET: unlessEmpty(
    z.string().regex(BUCKET_NAME, 'a bucket name: 3-63 lower-case letters, digits, dots and hyphens'),
  ),
  /** The server of an S3-compatible store (https://…); unset: Amazon S3 of S3_REGION. */
  S3_ENDPOINT: unlessEmpty(z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' })),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's own chain (AWS_* variables, instance role). */
  S3_ACCESS_KEY_ID: unlessEmpty(z.string()),
  S3_SECRET_ACCESS_KEY: unlessEmpty(z.string()),
  /** `bucket` in the path instead of the host name, as most S3-compatible servers want it. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'false', 'true']).default('0'),
}
type RawSettings = z.infer<z.ZodObject<typeof objectStorageShape>>

/** Problems of the settings as a whole, named by variable (the schema checks each value alone). */
export function objectStorageProblems(raw: RawSettings): { path: string; message: string }[] {
  if (Boolean(raw.S3_ACCESS_KEY_ID) === Boolean(raw.S3_SECRET_ACCESS_KEY)) return []
  return [
    {
      path: raw.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    },
  ]
}

export function objectStorageOf(raw: RawSettings): ObjectStorage | null {
  if (!raw.S3_BUCKET) return null
  return {
    bucket: raw.S3_BUCKET,
    client: {
      region: raw.S3_REGION,
      ...(raw.S3_ENDPOINT ? { endpoint: raw.S3_ENDPOINT } : {}),
      forcePathStyle: raw.S3_FORCE_PATH_STYLE === '1' || raw.S3_FORCE_PATH_STYLE === 'true',
      ...(raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY } }
        : {}),
      // The SDK's default sends checksums that not every S3-compatible server understands; s3rver stored a
      // streamed body with its aws-chunked framing. Checksums only where S3 requires them works everywhere.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }
}

/** The object key of an upload: its collection's folder and its file name. */
export function objectKey(folder: UploadFolder, filename: string): string {
  return `${folder}/${filename}`
}
