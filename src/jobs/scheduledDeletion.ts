import { deleteExpiredReports } from '@/data/whistleblower/reports'
import { periodic } from './periodic'

const HOUR_MS = 60 * 60 * 1000

/** HinSchG §11: once an hour, whistleblower reports past their deletion date are removed. */
export const startScheduledDeletion = periodic('hinschg scheduled deletion', HOUR_MS, deleteExpiredReports)
