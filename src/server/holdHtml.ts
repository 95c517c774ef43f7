import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

type Chunk = string | Uint8Array

function isHtml(contentType: ReturnType<ServerResponse['getHeader']>): boolean {
  return String(contentType ?? '')
    .toLowerCase()
    .startsWith('text/html')
}

function toBuffer(chunk: Chunk, encoding?: unknown): Buffer {
  return typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk)
}

/** writeHead's headers, in any of Node's forms, as ordinary headers, so that the answer can still be changed. */
function setHeaders(res: ServerResponse, headers: unknown): void {
  if (Array.isArray(headers)) {
    const pairs: unknown[] = Array.isArray(headers[0]) ? headers : []
    if (!pairs.length) for (let i = 0; i < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]])
    for (const [name, value] of pairs as [string, string][]) res.setHeader(name, value)
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
      if (value !== undefined) res.setHeader(name, value)
  }
}

/**
 * Holds an HTML answer until it is complete and hands its body to `ready` before anything is sent; `ready` may
 * return the body to send instead. Every other answer (files, JSON, flight data, 304s) is handed over with
 * `null` as soon as it starts and then streams as before. HTML answers of this site are small, and most come
 * whole from the page cache. `ready` may also answer later (a promise), with another body.
 */
export function holdHtml(
  res: ServerResponse,
  ready: (body: Buffer | null) => Buffer | void | Promise<Buffer | void>,
): void {
  const { write, end, writeHead, flushHeaders } = res
  let held: Buffer[] | undefined
  let decided = false

  const restore = () => Object.assign(res, { write, end, writeHead, flushHeaders })
  const holding = (): boolean => {
    if (!decided) {
      decided = true
      if (isHtml(res.getHeader('content-type'))) held = []
      else {
        restore()
        ready(null)
      }
    }
    return held !== undefined
  }

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (typeof rest[0] === 'string') res.statusMessage = rest[0]
    setHeaders(
      res,
      rest.find((arg) => typeof arg === 'object'),
    )
    res.statusCode = statusCode
    if (holding()) return res
    return (writeHead as (...args: unknown[]) => ServerResponse).call(res, statusCode, res.statusMessage)
  } as ServerResponse['writeHead']

  res.flushHeaders = function () {
    if (!holding()) flushHeaders.call(res)
  }

  res.write = function (chunk: Chunk, encoding?: unknown, callback?: unknown) {
    if (!holding()) return (write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback)
    held!.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  } as ServerResponse['write']

  res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (!holding())
      return (end as (...args: unknown[]) => ServerResponse).call(res, chunk, encoding, callback)
    restore()
    if (typeof chunk === 'function') callback = chunk
    else if (chunk != null) held!.push(toBuffer(chunk as Chunk, encoding))
    if (typeof encoding === 'function') callback = encoding
    const whole = Buffer.concat(held!)
    const send = (body: Buffer) => {
      if (body !== whole && res.getHeader('content-length') !== undefined)
        res.setHeader('content-length', body.length)
      return (end as (...args: unknown[]) => ServerResponse).call(res, body, callback)
    }
    const answer = ready(whole)
    if (!(answer instanceof Promise)) return send(answer ?? whole)
    // Another body that must be fetched first (the 404 page): nothing has been sent yet.
    void answer.then(
      (body) => send(body ?? whole),
      () => send(whole),
    )
    return res
  } as ServerResponse['end']
}
