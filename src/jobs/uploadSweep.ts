import { namedStoredFiles, type SealedFileCollection } from '@/data/storedFileRows'
import { applicationFileStore } from '@/lib/applications/files'
import { UPLOAD_MAX_SECONDS, UPLOAD_SWEEP } from '@/lib/constants'
import { objectStorage } from '@/lib/env'
import { forgetReceivedBefore, isPartial, partialOf, receivingSince, type SealedFileStore } from '@/lib/sealed/fileStore'
import { caseFileStore } from '@/lib/whistleblower/caseFiles'
import { periodic } from './periodic'

/** When this process began: a file in the data folder written before then is no upload of this process. */
const processStartMs = performance.timeOrigin

/**
 * Which left-overs may go: a `.part` file, or a sealed file that no row names, last written before `cutoff`
 * and not being received by this process. On disk, only this process writes its data folder, so anything
 * written before it started goes at once (a `kill -9` leaves nothing after the next start); in a bucket that
 * several instances share, only what is older than any upload can take.
 */
export function sweepCutoff(now: number, bucket: boolean): number {
  if (bucket) return now - UPLOAD_MAX_SECONDS * 1000 - UPLOAD_SWEEP.minAgeMs
  return Math.max(now - UPLOAD_SWEEP.minAgeMs, processStartMs)
}

/** Sweeps one store: answers how many left-overs it removed. Never a file a row names. */
export async function sweepStore(
  store: SealedFileStore,
  collection: SealedFileCollection,
  now = Date.now(),
  bucket = Boolean(objectStorage),
): Promise<number> {
  const cutoff = sweepCutoff(now, bucket)
  const entries = await store.list()
  const named = await namedStoredFiles(
    collection,
    entries.filter((e) => !isPartial(e.entry)).map((e) => e.entry),
  )
  let removed = 0
  for (const { entry, modifiedMs } of entries) {
    if (!isPartial(entry) && named.has(entry)) continue
    if (modifiedMs > cutoff) continue
    const since = receivingSince(isPartial(entry) ? partialOf(entry) : entry)
    if (since !== undefined && now - since < UPLOAD_MAX_SECONDS * 1000) continue
    await store.removeEntry(entry)
    removed++
  }
  return removed
}

async function sweep(): Promise<void> {
  forgetReceivedBefore(Date.now() - UPLOAD_MAX_SECONDS * 1000)
  for (const [store, collection] of [
    [caseFileStore(), 'whistleblower-files'],
    [applicationFileStore(), 'application-files'],
  ] as const) {
    const removed = await sweepStore(store, collection)
    if (removed) console.log(`[upload-sweep] removed ${removed} left-over file(s) of ${collection}`)
  }
}

/** At start and every few minutes: the files an upload that failed or a crash left behind. */
export const startUploadSweep = periodic('upload-sweep', UPLOAD_SWEEP.intervalMs, sweep)
