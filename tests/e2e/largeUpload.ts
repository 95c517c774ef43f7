import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

/**
 * Streams a multipart body to `pathname` in 1 MB chunks (chunked, no declared length): the text `fields`
 * first, then one file under `files` of `megabytes` that starts with `head` and goes on with the letter A.
 * Answers the status as soon as the server answers (a refusal may come before the body is through);
 * `onSent` hears how many megabytes are written so far.
 */
export function postLargeFile(
  baseURL: string,
  pathname: string,
  upload: {
    megabytes: number
    head: Buffer
    filename: string
    from: string
    fields?: Record<string, string>
    onSent?: (megabytes: number) => void
  },
): Promise<number> {
  const boundary = 'e2e-large-boundary'
  const fieldText = Object.entries(upload.fields ?? {})
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(pathname, baseURL), {
      method: 'POST',
      localAddress: upload.from,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    })
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
    const chunk = Buffer.alloc(1024 * 1024, 0x41)
    let sent = 0
    const write = () => {
      while (sent < upload.megabytes) {
        const piece =
          sent === 0
            ? Buffer.concat([
                Buffer.from(
                  `${fieldText}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${upload.filename}"\r\n\r\n`,
                ),
                upload.head,
                chunk.subarray(upload.head.length),
              ])
            : chunk
        sent++
        upload.onSent?.(sent)
        if (!request.write(piece)) {
          request.once('drain', write)
          return
        }
      }
      request.end(`\r\n--${boundary}--\r\n`)
    }
    write()
  })
}

/** The resident memory of process `pid`, in KB. */
export const residentKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])

/**
 * Runs `measure` while no other test file measures the server's memory (a folder made atomically as the
 * lock, per server): two large uploads of two workers at once would each see the other's memory.
 */
export async function measuringMemoryAlone<T>(measure: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `sekundenwerk-e2e-memory-${process.env.E2E_PORT ?? 'external'}.lock`)
  const until = Date.now() + 5 * 60_000
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await measure()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}
