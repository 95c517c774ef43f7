import { runDueSchedules } from '@/data/schedule'
import { noticeFailedSchedules } from '@/data/scheduleNotices'
import { deliverSoon } from './mailDelivery'
import { periodic } from './periodic'

const MINUTE_MS = 60 * 1000

/**
 * Once a minute, news, events and jobs scheduled for publishing or unpublishing are published or unpublished; a
 * plan that failed is mailed to whoever made it.
 */
export const startScheduledPublishing = periodic('schedule', MINUTE_MS, async () => {
  await runDueSchedules()
  if ((await noticeFailedSchedules()) > 0) deliverSoon()
})
