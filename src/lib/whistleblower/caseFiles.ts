import { caseContext } from './vault'
import crypto from 'node:crypto'
import { dataDir, objectStorage } from '../env'
import { sealedFileStore, type SealedFileStore } from '../sealed/fileStore'

/**
 * The files of whistleblower cases (issue 41): sealed with the case's key by the shared sealed-file module
 * (src/lib/sealed/), in `<DATA_DIR>/whistleblower-files/` or the bucket's folder of that name. A file's name
 * in the store is random and its sealing is bound to that name, so a row pointing at another case's file
 * cannot open it.
 */
export const CASE_FILES_FOLDER = 'whistleblower-files'

let store: SealedFileStore | null = null

export function caseFileStore(): SealedFileStore {
  return (store ??= sealedFileStore(objectStorage, dataDir, CASE_FILES_FOLDER))
}

export const newStoredName = () => `wb-${crypto.randomBytes(16).toString('hex')}`

/** What a stored file's sealing is bound to. */
export const caseFileContext = (storedName: string) => `whistleblower|file:${storedName}`

/** What a file's original name, sealed in its row, is bound to. */
export const fileNameContext = (caseNumber: string, storedName: string) =>
  caseContext(caseNumber, `file-name:${storedName}`)
