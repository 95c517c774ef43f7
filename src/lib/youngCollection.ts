import v8 from 'node:v8'
import vm from 'node:vm'

/**
 * Asks V8 for a collection of its young generation after every EVERY_BYTES of a large file that passed (the
 * sealing and opening of files call `passed`). On its way through the server each chunk of a file is copied by
 * Node itself — the HTTP parser's copy, the copy into the request's web stream, the cipher's output — and
 * those copies are freed only by a collection. The pieces of JavaScript a chunk makes are small, so the young
 * generation fills, and a collection comes, only after hundreds of MB; for the copies V8 starts a full
 * collection once they add up to 64 MB more than at the last one. Without this a 49 MB upload raised the
 * server's memory by +0.4..54 MB while it streamed (by when V8 collected); with it, by +0.1..2.8 MB
 * (docs/decisions.md, "Memory while a file streams"). A young collection takes about a millisecond: 49 of them
 * for a 49 MB file. The bytes of all files count together, so five uploads at once collect five times as often.
 */
const EVERY_BYTES = 1024 * 1024

type Collect = (options: { type: 'minor'; execution: 'sync' }) => void

let collect: Collect | null | undefined
let since = 0

/**
 * V8's own collection function: the one `node --expose-gc` puts on the global object, or else the one a new
 * context gets while the flag is set (the flag is taken back at once, so nothing else sees it). None when the
 * runtime gives none: then files stream as before, collected when V8 decides.
 */
function collector(): Collect | null {
  if (collect !== undefined) return collect
  const exposed = (globalThis as { gc?: unknown }).gc
  if (typeof exposed === 'function') return (collect = exposed as Collect)
  try {
    v8.setFlagsFromString('--expose-gc')
    const made: unknown = vm.runInNewContext('gc')
    collect = typeof made === 'function' ? (made as Collect) : null
  } catch {
    collect = null
  } finally {
    v8.setFlagsFromString('--no-expose-gc')
  }
  return collect
}

/** Counts `bytes` of a file that passed; collects the young generation after every EVERY_BYTES. */
export function passed(bytes: number): void {
  since += bytes
  if (since < EVERY_BYTES) return
  since = 0
  collector()?.({ type: 'minor', execution: 'sync' })
}
