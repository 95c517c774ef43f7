import { WHISTLEBLOWER_BODY_MAX_BYTES, WHISTLEBLOWER_FILES } from '../constants'
import { receiveMultipart, type ReceivedFile } from '../uploads/multipart'
import { caseFileContext, caseFileStore, newStoredName } from './caseFiles'

/** True when the request sends files (multipart/form-data); JSON is answered as before. */
export const sendsFiles = (request: Request) =>
  /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')

/**
 * Receives the fields and files of a report or follow-up message: each file, its metadata taken out, sealed
 * into the case file store as it arrives with the key `caseKey` gives — called with the fields that came
 * before the first file, so it may check them first (the follow-up's case number and access code). Answers
 * the fields and files and a `discard` that removes the files again, for when the rest fails.
 */
export async function receiveCaseUpload(
  request: Request,
  caseKey: (fields: Record<string, string>) => Promise<Buffer>,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[]; discard: () => Promise<void> }> {
  const store = caseFileStore()
  let key: Promise<Buffer> | null = null
  const { fields, files } = await receiveMultipart(
    request,
    {
      maxFiles: WHISTLEBLOWER_FILES.max,
      maxFileBytes: WHISTLEBLOWER_FILES.totalBytes,
      maxFieldBytes: WHISTLEBLOWER_BODY_MAX_BYTES,
      accept: WHISTLEBLOWER_FILES.types,
      scrub: true,
    },
    async (_index, source, before) => {
      const name = newStoredName()
      await store.put(name, source, await (key ??= caseKey(before)), caseFileContext(name))
      return name
    },
    (name) => store.remove(name),
  )
  return {
    fields,
    files,
    discard: async () => {
      await Promise.allSettled(files.map((file) => store.remove(file.name)))
    },
  }
}
