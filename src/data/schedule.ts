import { payloadClient } from './payload'

/**
 * Runs the publications and unpublications editors scheduled whose time has come (Payload's schedulePublish
 * jobs). Each changes its record through Payload, whose hooks invalidate the cached pages that show it.
 */
export async function runDueSchedules(): Promise<void> {
  const payload = await payloadClient()
  await payload.jobs.run({ queue: 'default', limit: 50 })
}
