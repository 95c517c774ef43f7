import { dataDir, objectStorage } from '../env'
import { sealedFileStore, type SealedFileStore } from '../sealed/fileStore'
import { APPLICATION_FILES_FOLDER } from './desk'

let store: SealedFileStore | null = null

/** The store of the applications' sealed documents: the bucket when S3_BUCKET is set, else DATA_DIR. */
export function applicationFileStore(): SealedFileStore {
  return (store ??= sealedFileStore(objectStorage, dataDir, APPLICATION_FILES_FOLDER))
}
