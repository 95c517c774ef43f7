import fs from 'node:fs'

/**
 * What the server under test logged (scripts/e2e-server.ts writes it to E2E_SERVER_LOG). Tests of a stranger's
 * requests read what was appended while they ran; the other worker's tests write there too, so a test looks
 * only for what no request should ever cause (a stack trace) or for its own marks.
 */
const file = process.env.E2E_SERVER_LOG

/** Whether this run's server writes its log where a test can read it (not with PLAYWRIGHT_BASE_URL). */
export const serverLogAvailable = Boolean(file && fs.existsSync(file))

/** A place in the log; `since` returns what was written after it. */
export function logMark(): { since: () => string } {
  const start = file ? fs.statSync(file).size : 0
  return {
    since: () => {
      if (!file) return ''
      const end = fs.statSync(file).size
      if (end <= start) return ''
      const fd = fs.openSync(file, 'r')
      try {
        const buffer = Buffer.alloc(end - start)
        fs.readSync(fd, buffer, 0, buffer.length, start)
        return buffer.toString('utf8')
      } finally {
        fs.closeSync(fd)
      }
    },
  }
}

/** Lines of a stack trace ("    at fn (file:1:2)"), printed plainly or inside a JSON log line. */
const STACK_LINE = /(^|\\n)\s*at [^\n]*?:\d+:\d+\)?/m

export function stackTraceIn(log: string): string | null {
  const match = STACK_LINE.exec(log)
  if (!match) return null
  const at = match.index
  return log.slice(Math.max(0, at - 600), at + 200)
}

/** Lets the server finish writing what the last requests logged. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 300))
