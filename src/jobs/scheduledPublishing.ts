import { runDueSchedules } from '@/data/schedule'
import { periodic } from './periodic'

const MINUTE_MS = 60 * 1000

/** Once a minute, news, events and jobs scheduled for publishing or unpublishing are published or unpublished. */
export const startScheduledPublishing = periodic('schedule', MINUTE_MS, runDueSchedules)
