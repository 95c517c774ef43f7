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

function open(file: string, fromEnd: boolean): Followed | null {
  try {
    const fd = fs.openSync(file, 'r')
    const stat = fs.fstatSync(fd)
    return { fd, ino: stat.ino, offset: fromEnd ? stat.size : 0, rest: NO_BYTES }
  } catch {
    return null
  }
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
  let current = open(file, true)
  let rotated: { followed: Followed; until: number } | null = null
  let failed = false
  let stopped = false

  const read = () => {
    if (stopped) return
    try {
      if (rotated) {
        readToEnd(rotated.followed)
        if (Date.now() > rotated.until) {
          fs.closeSync(rotated.followed.fd)
          rotated = null
        }
      }
      const ino = inodeOf(file)
      if (ino !== null && ino !== current?.ino) {
        // A new file under the name: the old one is read to its end, now and for a while.
        if (current) {
          readToEnd(current)
          if (rotated) fs.closeSync(rotated.followed.fd)
          rotated = { followed: current, until: Date.now() + ROTATED_READ_MS }
        }
        current = open(file, false)
      }
      if (current) readToEnd(current)
      failed = false
    } catch (error) {
      // Said once, not every second; counting goes on with the next read that works.
      if (!failed) console.error('[views] view log:', error instanceof Error ? error.message : error)
      failed = true
    }
  }

  const timer = setInterval(read, everyMs)
  timer.unref()
  console.log(`[views] reading the proxy's view log ${file}`)
  return {
    read,
    stop() {
      if (stopped) return
      clearInterval(timer)
      read()
      stopped = true
      for (const followed of [current, rotated?.followed]) if (followed) fs.closeSync(followed.fd)
      current = null
      rotated = null
    },
  }
}
