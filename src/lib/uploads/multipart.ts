import { Readable, Transform } from 'node:stream'
import busboy from 'busboy'
import { ApiError } from '../api'
import { UPLOAD_MAX_SECONDS } from '../constants'
import { uploadIdleMs } from '../env'
import { isOutOfSpace } from '../storageFull'
import { cleanFileName } from './fileName'
import { DOCX, SNIFF_BYTES, sniffType, textCheck, UPLOAD_TYPES, XLSX, zipKind, type UploadType } from './fileType'
import { NotThisType, passThrough, scrubberFor, UncleanableFile, type MetadataKind, type Scrubber } from './metadata'

/**
 * Reads a multipart body with files as it arrives: text fields into memory (at most `maxFieldBytes` in
 * all), each file straight on to `store` (sealed there as it streams), never a whole file in memory. Before the
 * first byte of a file is stored, `admit` checks the fields that came before it (the human check, a case's
 * login): a body that puts its files first is refused with nothing written. A file's type is read from its
 * bytes (415 for anything not in `accept`), the files' total size counted while they stream (413 as soon as it
 * passes `maxFileBytes`; at once when the declared length already does). With `scrub`, metadata is taken out of
 * each file before it reaches `store` (./metadata). A file part needs a usable name (./fileName.ts), else 400.
 * On any failure — a refusal, the client gone, a pause longer than UPLOAD_IDLE_SECONDS, a body still arriving
 * after UPLOAD_MAX_SECONDS (408) — reading stops, every file stream is ended, and every file stored so far is
 * removed again: nothing half-stored stays, no handle stays open.
 */
export type ReceivedFile = {
  index: number
  /** The form field it came in (`files`, or one of `fileFields`). */
  field: string
  name: string
  originalName: string
  type: UploadType
  /** Bytes stored (after metadata removal). */
  size: number
  /** What metadata removal took out. */
  removed: MetadataKind[]
}
/** Stores one file; `fields` holds the text fields that came before it in the body. */
type Store = (index: number, source: Readable, fields: Record<string, string>) => Promise<string>

export type MultipartHandlers = {
  /** Checks the fields before the first file, once, before any of it is stored; throws to refuse. */
  admit?: (fields: Record<string, string>) => Promise<void>
  store: Store
  remove: (name: string) => Promise<void>
}

export type MultipartLimits = {
  maxFiles: number
  maxFileBytes: number
  maxFieldBytes: number
  accept: readonly UploadType[]
  scrub?: boolean
  /** The names of the parts that carry files (default `files`); each file says which it came in. */
  fileFields?: readonly string[]
}

const NAMELESS = 'each file needs a name (none was given, or it is not readable as UTF-8)'
const nameless = () => new ApiError(400, 'Invalid input', { files: NAMELESS })

const tooLarge = (limit: number) => new ApiError(413, `Files larger than ${limit} bytes together`)

const unsupported = (accept: readonly UploadType[]) =>
  new ApiError(415, `Only ${accept.map((type) => UPLOAD_TYPES[type].toUpperCase()).join(', ')} files`, {
    files: 'unsupported type',
  })

type Entry = { type?: UploadType; size: number; removed: MetadataKind[]; originalName: string }

/**
 * What the sender is told of a file the reading or the metadata removal refused: 415, and for a file that
 * cannot be cleaned, which one and why (`fields.files`), so that it can be sent another way.
 */
function refusalOf(error: unknown, entry: Entry, accept: readonly UploadType[]): unknown {
  if (error instanceof ApiError) return error
  if (error instanceof UncleanableFile)
    return new ApiError(415, `${JSON.stringify(entry.originalName)} ${error.message}: nothing was stored`, {
      files: 'cannot be cleaned',
      file: entry.originalName,
    })
  if (error instanceof NotThisType) return unsupported(accept)
  return new ApiError(415, 'File could not be read', { files: 'unreadable file', file: entry.originalName })
}

/**
 * Passes a file's bytes on once the first ones show an accepted type, with its metadata taken out; counts
 * them against the shared total. A DOCX or XLSX is known as such, and plain text as plain, only at the end.
 */
function guard(total: { bytes: number }, limits: MultipartLimits, entry: Entry): Transform {
  let head: Buffer | null = Buffer.alloc(0)
  let scrubber: Scrubber = passThrough()
  let zip: ReturnType<typeof zipKind> | null = null
  let text: ReturnType<typeof textCheck> | null = null
  const accepts = (type: UploadType) => limits.accept.includes(type)
  const decide = (bytes: Buffer) => {
    if (!bytes.length)
      throw new ApiError(400, 'Invalid input', { files: 'empty file', file: entry.originalName })
    const sniffed = sniffType(bytes)
    if (sniffed === 'ooxml') {
      if (!accepts(DOCX) && !accepts(XLSX)) throw unsupported(limits.accept)
      zip = zipKind()
      if (limits.scrub) scrubber = scrubberFor('ooxml')
      return
    }
    if (!sniffed || !accepts(sniffed)) throw unsupported(limits.accept)
    entry.type = sniffed
    if (sniffed === 'text/plain') text = textCheck()
    if (limits.scrub) scrubber = scrubberFor(sniffed)
  }
  const pass = (stream: Transform, chunk: Buffer) => {
    zip?.write(chunk)
    if (text && !text.write(chunk)) throw unsupported(limits.accept)
    for (const out of scrubber.write(chunk)) {
      entry.size += out.length
      stream.push(out)
    }
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        total.bytes += chunk.length
        if (total.bytes > limits.maxFileBytes) throw tooLarge(limits.maxFileBytes)
        if (head) {
          head = Buffer.concat([head, chunk])
          if (head.length < SNIFF_BYTES) return done()
          decide(head)
          chunk = head
          head = null
        }
        pass(this, chunk)
        done()
      } catch (error) {
        done(refusalOf(error, entry, limits.accept) as Error)
      }
    },
    flush(done) {
      try {
        if (head) {
          decide(head)
          pass(this, head)
        }
        if (zip) {
          const kind = (zip as ReturnType<typeof zipKind>).kind()
          if (!kind || !accepts(kind)) throw unsupported(limits.accept)
          entry.type = kind
        }
        if (text && !(text as ReturnType<typeof textCheck>).end()) throw unsupported(limits.accept)
        // A file whose structure the metadata removal cannot finish: refused rather than stored broken.
        for (const out of scrubber.end()) {
          entry.size += out.length
          this.push(out)
        }
        entry.removed = [...scrubber.removed]
        // The structure told the type more exactly than the first bytes (AAC frames after an ID3 tag).
        if (scrubber.type && scrubber.type in UPLOAD_TYPES) {
          if (!accepts(scrubber.type as UploadType)) throw unsupported(limits.accept)
          entry.type = scrubber.type as UploadType
        }
        done()
      } catch (error) {
        done(refusalOf(error, entry, limits.accept) as Error)
      }
    },
  })
}

/** What is read and dropped of a refused body before the rest is cut off. */
const DRAIN_BYTES = 1024 * 1024

/**
 * After a refusal: the rest of a small body is read and dropped, so that the request ends as it should (cutting
 * off a body the server has already received whole makes the server's own closing of it fail); a body that
 * goes on past DRAIN_BYTES is cut off.
 */
function stopReading(body: Readable) {
  body.on('error', () => {})
  if (body.readableEnded || body.destroyed) return
  let left = DRAIN_BYTES
  body.on('data', (chunk: Buffer) => {
    left -= chunk.length
    if (left < 0) body.destroy()
  })
  body.resume()
}

export async function receiveMultipart(
  request: Request,
  limits: MultipartLimits,
  { admit, store, remove }: MultipartHandlers,
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
  let admitted: Promise<void> | null = null
  const admitOnce = (fields: Record<string, string>) => (admitted ??= admit ? admit(fields) : Promise.resolve())
  const guarded: Store = async (index, source, fields) => {
    await admitOnce(fields)
    return store(index, source, fields)
  }
  try {
    const fields = await parse(body, contentType, limits, files, storing, guarded, request.signal)
    return { fields, files }
  } catch (error) {
    await Promise.allSettled(storing)
    await Promise.allSettled(files.map((file) => remove(file.name)))
    files.length = 0
    if (error instanceof ApiError || isOutOfSpace(error)) throw error
    throw new ApiError(400, 'Malformed multipart body')
  }
}

/** Ends an upload that stalls or takes too long: 408, the connection closed once answered. */
const timedOut = (what: string) => new ApiError(408, `Upload ${what}: nothing was stored`)

function parse(
  body: Readable,
  contentType: string,
  limits: MultipartLimits,
  files: ReceivedFile[],
  storing: Promise<unknown>[],
  store: Store,
  signal: AbortSignal | undefined,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {}
    const fileFields = limits.fileFields ?? ['files']
    const total = { bytes: 0 }
    let fieldBytes = 0
    let fileCount = 0
    let failed = false
    /** The file streams under way: ended with the failure, so that no store waits on them for ever. */
    const open = new Set<Readable | Transform>()
    let idle: NodeJS.Timeout | undefined
    const deadline = setTimeout(() => fail(timedOut('took too long')), UPLOAD_MAX_SECONDS * 1000)
    const touch = () => {
      clearTimeout(idle)
      if (body.readableEnded) return
      // Only the client's silence counts: while the store holds the body back (backpressure), it waits on us.
      idle = setTimeout(() => (body.isPaused() ? touch() : fail(timedOut('stalled'))), uploadIdleMs)
    }
    const settle = () => {
      clearTimeout(idle)
      clearTimeout(deadline)
      signal?.removeEventListener('abort', aborted)
      body.off('data', touch)
    }
    const fail = (error: unknown) => {
      if (failed) return
      failed = true
      settle()
      body.unpipe()
      for (const stream of open) stream.destroy(error instanceof Error ? error : new Error(String(error)))
      open.clear()
      // A refusal's answer still goes out on this connection: the rest of a small body is read; the client
      // gone or stalled, there is nothing more to read.
      if (error instanceof ApiError && error.status !== 408 && !signal?.aborted) stopReading(body)
      else body.destroy()
      reject(error)
    }
    const aborted = () => fail(new ApiError(400, 'Upload aborted by the client'))
    if (signal?.aborted) return reject(new ApiError(400, 'Upload aborted by the client'))
    signal?.addEventListener('abort', aborted)
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send a file's name as UTF-8; a `filename*` names its own charset.
        defParamCharset: 'utf8',
        limits: {
          files: limits.maxFiles,
          fields: 50,
          parts: 50 + limits.maxFiles,
          fieldSize: limits.maxFieldBytes,
          fileSize: limits.maxFileBytes + 1,
        },
      })
    } catch {
      settle()
      return reject(new ApiError(400, 'Malformed multipart body'))
    }
    parser.on('field', (name, value, info) => {
      fieldBytes += name.length + value.length
      if (info.valueTruncated || fieldBytes > limits.maxFieldBytes)
        return fail(new ApiError(413, `Fields larger than ${limits.maxFieldBytes} bytes`))
      // A part of `files` without a file name reads as a field: a file that would be stored without its name.
      if (fileFields.includes(name)) return value ? fail(nameless()) : undefined
      if (!(name in fields)) fields[name] = value
    })
    parser.on('file', (name, file, info) => {
      if (!fileFields.includes(name) || failed) {
        file.resume()
        return
      }
      const originalName = cleanFileName(info.filename)
      if (!originalName) {
        // An empty file input sends an empty part without a name: nothing chosen, nothing to refuse.
        file.once('data', () => fail(nameless()))
        file.resume()
        return
      }
      const index = fileCount++
      const entry: Entry & { index: number; name: string; field: string } = {
        index,
        field: name,
        name: '',
        originalName,
        size: 0,
        removed: [],
      }
      const checked = file.pipe(guard(total, limits, entry))
      open.add(file).add(checked)
      file.on('error', (error) => checked.destroy(error))
      // The store may attach itself a moment later: the refusal (413, 415) is the answer either way.
      checked.on('error', fail)
      const stored = store(index, checked, { ...fields }).then(
        (storedName) => {
          open.delete(file)
          open.delete(checked)
          entry.name = storedName
          files.push(entry as ReceivedFile)
        },
        (error) => fail(error),
      )
      storing.push(stored)
    })
    parser.on('filesLimit', () =>
      fail(new ApiError(400, 'Invalid input', { files: `at most ${limits.maxFiles} files` })),
    )
    parser.on('partsLimit', () => fail(new ApiError(400, 'Too many parts')))
    parser.on('fieldsLimit', () => fail(new ApiError(400, 'Too many fields')))
    parser.on('error', (error) => fail(error))
    parser.on('close', () => {
      Promise.all(storing).then(() => {
        if (failed) return
        settle()
        files.sort((a, b) => a.index - b.index)
        resolve(fields)
      }, fail)
    })
    body.on('error', fail)
    body.on('data', touch)
    body.on('end', () => clearTimeout(idle))
    touch()
    body.pipe(parser)
  })
}
