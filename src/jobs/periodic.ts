import { isOutOfSpace, logOutOfSpace } from '@/lib/storageFull'

/**
 * Runs `work` now and then every `intervalMs` for the life of the process (not keeping it alive), once per
 * process however often it is started; a failure is logged and the next run comes as planned (a full disk or database once a minute, without its stack).
 */
export function periodic(name: string, intervalMs: number, work: () => Promise<unknown>): () => void {
  let started = false
  return () => {
    if (started) return
    started = true
    const run = () =>
      work().catch((error) =>
        isOutOfSpace(error) ? logOutOfSpace(name) : console.error(`[${name}] failed`, error),
      )
    run()
    setInterval(run, intervalMs).unref()
  }
}
