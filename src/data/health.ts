import fs from 'node:fs'
import { dataDir, storageLowBytes } from '@/lib/env'
import { payloadClient } from './payload'

const MAIL_QUEUES = ['contact-submissions', 'whistleblower-notifications', 'desk-notices'] as const

export type Health = {
  /** False when the data folder's free space is low: forms may soon answer 507. */
  ok: boolean
  database: 'sqlite' | 'postgres'
  /** Mail that is stored but not yet delivered (enquiries, notices to the reporting office and to desk members). */
  undeliveredMail: { count: number; oldestAgeSeconds: number | null }
  /** Free space in DATA_DIR (database, keys, files without a bucket), and whether it is below STORAGE_LOW_MB. */
  storage: { freeMB: number; lowBelowMB: number; low: boolean }
}

const MB = 1024 * 1024

/** The data folder's free space as the site's own user may use it. */
async function storageSpace(): Promise<Health['storage']> {
  const stats = await fs.promises.statfs(dataDir)
  const free = stats.bavail * stats.bsize
  return { freeMB: Math.floor(free / MB), lowBelowMB: Math.round(storageLowBytes / MB), low: free < storageLowBytes }
}

/** Reads the database: throws when it cannot be reached. Counts only, nothing of any record's content. */
export async function checkHealth(now = new Date()): Promise<Health> {
  const payload = await payloadClient()
  let count = 0
  let oldest: number | null = null
  for (const collection of MAIL_QUEUES) {
    const { totalDocs, docs } = await payload.find({
      collection,
      where: { deliveryStatus: { not_equals: 'sent' } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      select: { createdAt: true },
      overrideAccess: true,
    })
    count += totalDocs
    const createdAt = docs[0] ? Date.parse(docs[0].createdAt) : Number.NaN
    if (Number.isFinite(createdAt)) oldest = Math.min(oldest ?? createdAt, createdAt)
  }
  const storage = await storageSpace()
  return {
    ok: !storage.low,
    database: payload.db.name === 'postgres' ? 'postgres' : 'sqlite',
    undeliveredMail: {
      count,
      oldestAgeSeconds: oldest === null ? null : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
    },
    storage,
  }
}

/** True when the database answers a trivial read. */
export async function databaseReachable(): Promise<boolean> {
  try {
    const payload = await payloadClient()
    await payload.count({ collection: 'users', overrideAccess: true })
    return true
  } catch {
    return false
  }
}
