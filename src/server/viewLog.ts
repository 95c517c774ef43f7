import fs from 'node:fs'
import { VIEW_LOG_READ_MS } from '@/lib/constants'
import { countLogLines } from '@/lib/views/logLine'

/**
 * Reads the proxy's view log: nginx appends one line per answered page request (its cache's answers too) to a
 * file, in buffered writes (deploy/nginx/sekundenwerk.conf), and this instance reads what was appended every
 * VIEW_LOG_READ_MS and counts it as the app's own requests are counted. Like `tail -F`: a file renamed or removed
 * by logrotate is read to its end (nginx writes into it until it reopens its logs), the new one from its start;
 * a truncated one from its start. At start, an existing file is read from its end: its lines were counted by
 * the instance that read it before (which reads to the end when it stops).
 */

/** How long a rotated file is still read: nginx writes into it until logrotate has it reopen its logs. */
const ROTATED_READ_MS = 60_000
/** At most this much is read at once; the rest at the next read. */
const CHUNK_BYTES = 1 << 20
/** A line nginx cannot write (its buffer is 64 kB): a longer unfinished rest is dropped. */
const LONGEST_LINE = 64 * 1024
const NO_BYTES = Buffer.alloc(0)

interface Followed {
  fd: number
  ino: number
  offset: number
  /** Bytes after the last complete line, waiting for the rest of it. */
  rest: Buffer
}

export interface ViewLog {
  /** Reads and counts what was appended (also called every VIEW_LOG_READ_MS). */
  read(): void
  /** Reads what is left, then stops reading. */
  stop(): void
}

function inodeOf(file: string): number | null {
  try {
    return fs.statSync(file).ino
  } catch {
    return null
  }
}

/** The file from its start or end; null while there is none (a file it may not read is an error). */
function open(file: string, fromEnd: boolean): Followed | null {
  let fd: number
  try {
    fd = fs.openSync(file, 'r')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  const stat = fs.fstatSync(fd)
  return { fd, ino: stat.ino, offset: fromEnd ? stat.size : 0, rest: NO_BYTES }
}

/** Counts the complete lines from the file's offset to its end, keeping an unfinished last line for later. */
function readToEnd(followed: Followed): void {
  const size = fs.fstatSync(followed.fd).size
  // Truncated (logrotate's copytruncate): what is there now was written since.
  if (size < followed.offset) Object.assign(followed, { offset: 0, rest: NO_BYTES })
  while (followed.offset < size) {
    const chunk = Buffer.allocUnsafe(Math.min(size - followed.offset, CHUNK_BYTES))
    const got = fs.readSync(followed.fd, chunk, 0, chunk.length, followed.offset)
    if (got <= 0) return
    followed.offset += got
    const data = Buffer.concat([followed.rest, chunk.subarray(0, got)])
    const end = data.lastIndexOf(0x0a)
    const rest = data.subarray(end + 1)
    followed.rest = rest.length > LONGEST_LINE ? NO_BYTES : Buffer.from(rest)
    if (end >= 0) countLogLines(data.toString('utf8', 0, end))
  }
}

export function startViewLog(file: string, everyMs = VIEW_LOG_READ_MS): ViewLog {
  let current: Followed | null = null
  let rotated: { followed: Followed; until: number } | null = null
  let failed = false
  let stopped = false
  // A file there at start is read from its end: what it holds was read by the instance before.
  let fromEnd = true

  /** Runs one step; an error is said once, not every second, and the other steps go on. */
  const attempt = (step: () => void) => {
    try {
      step()
      return true
    } catch (error) {
      if (!failed) console.error('[views] view log:', error instanceof Error ? error.message : error)
      failed = true
      return false
    }
  }
  const close = (followed: Followed) => attempt(() => fs.closeSync(followed.fd))

  const read = () => {
    if (stopped) return
    const followed = attempt(() => {
      const ino = inodeOf(file)
      const next = ino !== null && ino !== current?.ino ? open(file, fromEnd) : null
      if (!next) return
      // A new file under the name: the old one is read to its end, now and for a while.
      if (current) {
        if (rotated) close(rotated.followed)
        rotated = { followed: current, until: Date.now() + ROTATED_READ_MS }
      }
      current = next
    })
    // Only a file there at the very start is read from its end, also when it could not be opened.
    fromEnd = false
    const wholly = [rotated?.followed, current].map((one) => !one || attempt(() => readToEnd(one)))
    if (rotated && Date.now() > rotated.until) {
      close(rotated.followed)
      rotated = null
    }
    if (followed && wholly.every(Boolean)) failed = false
  }

  console.log(`[views] reading the proxy's view log ${file}`)
  read()
  const timer = setInterval(read, everyMs)
  timer.unref()
  return {
    read,
    stop() {
      if (stopped) return
      clearInterval(timer)
      read()
      stopped = true
      for (const followed of [current, rotated?.followed]) if (followed) close(followed)
      current = null
      rotated = null
    },
  }
}
