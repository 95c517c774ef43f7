import { payloadClient } from './payload'

/** The collections whose rows name the files of a desk's sealed store (src/lib/sealed/fileStore.ts). */
export type SealedFileCollection = 'whistleblower-files' | 'application-files'

const BATCH = 500

/** Which of `names` a row of `collection` names: a file that no row names is a left-over of a failed upload. */
export async function namedStoredFiles(collection: SealedFileCollection, names: string[]): Promise<Set<string>> {
  const payload = await payloadClient()
  const named = new Set<string>()
  for (let at = 0; at < names.length; at += BATCH) {
    const { docs } = await payload.db.find<{ storedName: string }>({
      collection,
      pagination: false,
      where: { storedName: { in: names.slice(at, at + BATCH) } },
    })
    for (const doc of docs) named.add(doc.storedName)
  }
  return named
}
