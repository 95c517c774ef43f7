import { queueDeadlineReminders } from '@/data/whistleblower/reminders'
import { deliverSoon } from './mailDelivery'
import { periodic } from './periodic'

const QUARTER_HOUR_MS = 15 * 60 * 1000

/**
 * HinSchG §17: every quarter of an hour, reminders of whistleblower deadlines whose lead has begun are queued
 * (once each) and handed to the mail worker.
 */
export const startDeadlineReminders = periodic('hinschg deadline reminders', QUARTER_HOUR_MS, async () => {
  if (await queueDeadlineReminders()) deliverSoon()
})
