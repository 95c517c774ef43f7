import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionBeforeChangeHook } from 'payload'
import { objectStorage } from '@/lib/env'
import type { UploadFolder } from '@/lib/objectStorage'

/**
 * Uploads in the bucket of S3_BUCKET when it is set (src/lib/objectStorage.ts), else in DATA_DIR as before.
 * The plugin's columns (`prefix`, `_objectKey`) exist either way, so one schema and one set of migrations
 * serve both. Files are read through Payload's access control (`/cms-api/<collection>/file/…`) and by the
 * site's server (`/media/…`, src/server/bucketFiles.ts); the bucket itself need not be public.
 */
export const uploadStorage = s3Storage({
  enabled: objectStorage !== null,
  alwaysInsertFields: true,
  bucket: objectStorage?.bucket ?? '',
  config: objectStorage?.client ?? {},
  collections: { media: { prefix: 'media' }, documents: { prefix: 'documents' } },
})

/**
 * Every upload stays at `<folder>/<file name>`, where the site's server finds it without asking the database:
 * the plugin would store another folder that an API client sends as `prefix` or `_objectKey`.
 */
export const keepInUploadFolder =
  (folder: UploadFolder): CollectionBeforeChangeHook =>
  ({ data }) => ({ ...data, prefix: folder, _objectKey: null })
