import { deleteAbandonedDrafts } from '@/data/abandonedDrafts'
import { periodic } from './periodic'

const HOUR_MS = 60 * 60 * 1000

/** Once an hour, empty drafts left behind by "Neu erstellen" are removed (src/data/abandonedDrafts.ts). */
export const startAbandonedDraftSweep = periodic('abandoned drafts', HOUR_MS, deleteAbandonedDrafts)
