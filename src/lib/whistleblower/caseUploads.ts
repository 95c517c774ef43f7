import type { z } from 'zod'
import { ApiError } from '../api'
import { WHISTLEBLOWER_BODY_MAX_BYTES, WHISTLEBLOWER_FILES } from '../constants'
import { fieldErrors } from '../forms/formRoute'
import { receiveMultipart, type ReceivedFile } from '../uploads/multipart'
import { caseFileContext, caseFileStore, newStoredName } from './caseFiles'
import { newRecordKey } from '../sealed/valueSealing'

/**
 * Receives the fields and files of a report or follow-up message: each file, its metadata taken out, sealed
 * into the case file store as it arrives with the key `caseKey` gives — called with the fields that came
 * before the first file, before any of it is stored, so it checks them first (the follow-up's case number and
 * access code), as `admit` does (a report's human check). Answers the fields and files and a `discard` that
 * removes the files again, for when the rest fails.
 */
export async function receiveCaseUpload(
  request: Request,
  caseKey: (fields: Record<string, string>) => Promise<Buffer>,
  admit?: (fields: Record<string, string>) => Promise<void>,
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
    {
      admit: async (before) => {
        if (admit) await admit(before)
        await (key ??= caseKey(before))
      },
      store: async (_index, source) => {
        const name = newStoredName()
        await store.put(name, source, await key!, caseFileContext(name))
        return name
      },
      remove: (name) => store.remove(name),
    },
  )
  return {
    fields,
    files,
    discard: async () => {
      await Promise.allSettled(files.map((file) => store.remove(file.name)))
    },
  }
}

/**
 * A case the office records on its desk with files: the case key drawn first, each file sealed with it as it
 * arrives, then the fields checked against `schema` (400 with a message per field) and the case stored whole
 * with its files by `store`; when anything fails, the files are removed again. The 201 answer names each file
 * with its size and what metadata was removed. (The website's report goes through `formRoute`, which puts its
 * human check before the first file.)
 */
export async function receiveNewCase<S extends z.ZodType, T extends object>(
  request: Request,
  schema: S,
  store: (data: z.infer<S>, attached: { caseKey: Buffer; files: ReceivedFile[] }) => Promise<T>,
): Promise<T & { files: SentFile[] }> {
  const caseKey = newRecordKey()
  const { fields, files, discard } = await receiveCaseUpload(request, async () => caseKey)
  try {
    const parsed = schema.safeParse(fields)
    if (!parsed.success) throw new ApiError(400, 'Invalid input', fieldErrors(parsed.error))
    const stored = await store(parsed.data, { caseKey, files })
    return { ...stored, files: sentFiles(files) }
  } catch (error) {
    await discard()
    throw error
  }
}

/** A file as the answer names it: its original name, its size once stored, the metadata taken out. */
export type SentFile = { name: string; size: number; removed: string[] }

export const sentFiles = (files: ReceivedFile[]): SentFile[] =>
  files.map((file) => ({ name: file.originalName, size: file.size, removed: file.removed }))
