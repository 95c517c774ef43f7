import type { ScheduleNotice } from '@/lib/mail/scheduleNoticeMail'
import { staffLanguage } from '@/lib/staffLanguages'
import { failedSchedules, type FailedSchedule } from './failedSchedules'
import { claimDue, isoDate } from './mailQueue'
import { payloadClient } from './payload'

/** The notice of each failed plan: its recipient and whether it was delivered yet, by plan key. */
export type NoticeState = { recipient: string; deliveryStatus: string }

export async function noticesOf(plans: readonly FailedSchedule[]): Promise<Map<string, NoticeState>> {
  if (plans.length === 0) return new Map()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'schedule-notices',
    where: { plan: { in: plans.map((plan) => plan.plan) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { plan: true, recipient: true, deliveryStatus: true },
  })
  return new Map(docs.map((doc) => [doc.plan, { recipient: doc.recipient, deliveryStatus: doc.deliveryStatus }]))
}

/**
 * Queues a notice to the planner of each failed plan that has none yet; returns how many. The plan's key is a
 * unique column, so two instances doing this at once store one notice, and the other's insert fails harmlessly.
 */
export async function noticeFailedSchedules(): Promise<number> {
  const plans = (await failedSchedules()).filter((plan) => plan.plannerId !== null)
  const known = await noticesOf(plans)
  const payload = await payloadClient()
  let queued = 0
  for (const plan of plans) {
    if (known.has(plan.plan)) continue
    const planner = await payload.findByID({
      collection: 'users',
      id: plan.plannerId!,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!planner?.email) continue
    try {
      await payload.create({
        collection: 'schedule-notices',
        overrideAccess: true,
        data: {
          plan: plan.plan,
          recipient: planner.email,
          language: staffLanguage((planner as { language?: unknown }).language),
          recordCollection: plan.collection,
          recordId: plan.id,
          title: plan.title,
          action: plan.type,
          plannedAt: plan.at,
          reason: plan.reason.slice(0, 500),
          deliveryStatus: 'queued',
          attempts: 0,
          nextAttemptAt: new Date().toISOString(),
        },
      })
      queued++
    } catch (error) {
      // Another instance stored it a moment ago (the unique plan key); anything else is worth the log.
      if (!/unique|duplicate/i.test(String((error as Error)?.message))) throw error
    }
  }
  return queued
}

/** Claims due notices of failed plans (see `claimDue`). */
export async function claimDueScheduleNotices(
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<(ScheduleNotice & { attempts: number; createdAt: string })[]> {
  const rows = await claimDue('schedule_notices', now, leaseMs, limit)
  return rows.map((row) => ({
    id: row.id,
    attempts: Number(row.attempts ?? 0),
    createdAt: isoDate(row.createdAt),
    recipient: String(row.recipient),
    language: staffLanguage(row.language),
    recordCollection: String(row.recordCollection),
    recordId: String(row.recordId),
    title: String(row.title ?? ''),
    action: row.action === 'unpublish' ? 'unpublish' : 'publish',
    plannedAt: row.plannedAt ? isoDate(String(row.plannedAt)) : null,
    reason: String(row.reason ?? ''),
  }))
}
