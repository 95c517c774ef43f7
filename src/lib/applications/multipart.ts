import { Readable, Transform } from 'node:stream'
import busboy from 'busboy'
import { ApiError } from '../api'
import { documentType, SNIFF_BYTES, type DocumentType } from './fileType'

/**
 * Reads an application's multipart body as it arrives: text fields into memory (at most `maxFieldBytes` in
 * all), each file straight on to `store` (sealed there as it streams), never a whole file in memory. The
 * documents' type is read from their first bytes (415 for anything but PDF, JPEG, PNG), their total size
 * counted while they stream (413 as soon as it passes `maxFileBytes`; at once when the declared length
 * already does). On any failure every file stored so far is removed again: nothing half-stored stays.
 */
export type ReceivedFile = {
  index: number
  name: string
  originalName: string
  type: DocumentType
  size: number
}
type Store = (index: number, source: Readable) => Promise<string>

export type MultipartLimits = { maxFiles: number; maxFileBytes: number; maxFieldBytes: number }

const tooLarge = (limit: number) => new ApiError(413, `Documents larger than ${limit} bytes together`)

type Entry = { type?: DocumentType; size: number }

/** Passes the bytes on once the first ones show an allowed type; counts them against the shared total. */
function guard(total: { bytes: number }, limit: number, entry: Entry): Transform {
  let head: Buffer | null = Buffer.alloc(0)
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total.bytes += chunk.length
      entry.size += chunk.length
      if (total.bytes > limit) return done(tooLarge(limit))
      if (!head) return done(null, chunk)
      head = Buffer.concat([head, chunk])
      if (head.length < SNIFF_BYTES) return done()
      const type = documentType(head)
      if (!type)
        return done(new ApiError(415, 'Only PDF, JPEG and PNG documents', { files: 'unsupported type' }))
      entry.type = type.type
      const pass = head
      head = null
      done(null, pass)
    },
    flush(done) {
      if (head)
        return done(new ApiError(415, 'Only PDF, JPEG and PNG documents', { files: 'unsupported type' }))
      done()
    },
  })
}

export async function receiveMultipart(
  request: Request,
  limits: MultipartLimits,
  store: Store,
  remove: (name: string) => Promise<void>,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(contentType))
    throw new ApiError(415, 'Send the body as multipart/form-data')
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  if (declared > limits.maxFileBytes + limits.maxFieldBytes) throw tooLarge(limits.maxFileBytes)
  if (!request.body) throw new ApiError(400, 'Empty body')

  const files: ReceivedFile[] = []
  const storing: Promise<unknown>[] = []
  const body = Readable.fromWeb(request.body as never)
  try {
    const fields = await parse(body, contentType, limits, files, storing, store)
    return { fields, files }
  } catch (error) {
    // Stop reading what is still arriving (a closed request body has nothing left to stop).
    body.on('error', () => {})
    if (!body.readableEnded) body.destroy()
    await Promise.allSettled(storing)
    await Promise.allSettled(files.map((file) => remove(file.name)))
    files.length = 0
    throw error instanceof ApiError ? error : new ApiError(400, 'Malformed multipart body')
  }
}

function parse(
  body: Readable,
  contentType: string,
  limits: MultipartLimits,
  files: ReceivedFile[],
  storing: Promise<unknown>[],
  store: Store,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {}
    const total = { bytes: 0 }
    let fieldBytes = 0
    let fileCount = 0
    let failed = false
    const fail = (error: unknown) => {
      if (failed) return
      failed = true
      body.unpipe()
      reject(error)
    }
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          files: limits.maxFiles,
          fields: 50,
          parts: 50 + limits.maxFiles,
          fieldSize: limits.maxFieldBytes,
          fileSize: limits.maxFileBytes + 1,
        },
      })
    } catch {
      return reject(new ApiError(400, 'Malformed multipart body'))
    }
    parser.on('field', (name, value, info) => {
      fieldBytes += name.length + value.length
      if (info.valueTruncated || fieldBytes > limits.maxFieldBytes)
        return fail(new ApiError(413, `Fields larger than ${limits.maxFieldBytes} bytes`))
      if (!(name in fields)) fields[name] = value
    })
    parser.on('file', (name, file, info) => {
      if (name !== 'files' || failed) {
        file.resume()
        return
      }
      const index = fileCount++
      const entry: Entry & { index: number; name: string; originalName: string } = {
        index,
        name: '',
        originalName: info.filename ?? '',
        size: 0,
      }
      const checked = file.pipe(guard(total, limits.maxFileBytes, entry))
      file.on('error', (error) => checked.destroy(error))
      // The store may attach itself a moment later: the refusal (413, 415) is the answer either way.
      checked.on('error', fail)
      const stored = store(index, checked).then(
        (storedName) => {
          entry.name = storedName
          files.push(entry as ReceivedFile)
        },
        (error) => fail(error),
      )
      storing.push(stored)
    })
    parser.on('filesLimit', () =>
      fail(new ApiError(400, 'Invalid input', { files: `at most ${limits.maxFiles} documents` })),
    )
    parser.on('partsLimit', () => fail(new ApiError(400, 'Too many parts')))
    parser.on('fieldsLimit', () => fail(new ApiError(400, 'Too many fields')))
    parser.on('error', (error) => fail(error))
    parser.on('close', () => {
      Promise.all(storing).then(() => {
        if (!failed) {
          files.sort((a, b) => a.index - b.index)
          resolve(fields)
        }
      }, fail)
    })
    body.on('error', fail)
    body.pipe(parser)
  })
}
