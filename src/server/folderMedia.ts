import fs from 'node:fs'
import path from 'node:path'
import type { MediaStore } from './mediaFiles'

/** How long the folder's listing is trusted before a size is looked up again (new uploads appear within it). */
const LISTING_TTL_MS = 5000

/** Uploaded images in the upload folder of DATA_DIR, where Payload writes them without object storage. */
export function folderMedia(folder: string): MediaStore {
  let listing: { files: string[]; read: number } | undefined
  return {
    async namesLike() {
      if (!listing || Date.now() - listing.read > LISTING_TTL_MS) {
        let names: string[] = []
        try {
          names = fs.readdirSync(folder)
        } catch {}
        listing = { files: names, read: Date.now() }
      }
      return listing.files
    },

    async read(name, { body, ifNoneMatch }) {
      const file = path.join(folder, name)
      let stat: fs.Stats
      try {
        stat = fs.statSync(file)
      } catch {
        return { found: false }
      }
      if (!stat.isFile()) return { found: false }
      const etag = `W/"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`
      if (ifNoneMatch === etag) return { found: true, notModified: true }
      return {
        found: true,
        file: { size: stat.size, modified: stat.mtime, etag },
        body: body ? fs.createReadStream(file) : undefined,
      }
    },
  }
}
