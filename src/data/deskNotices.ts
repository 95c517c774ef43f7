import type { DeskNotice } from '@/lib/mail/deskNoticeMail'
import { staffLanguage } from '@/lib/staffLanguages'
import { claimDue, isoDate } from './mailQueue'

/** Claims due notices to desk members about who may read (see `claimDue`). */
export async function claimDueDeskNotices(
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<(DeskNotice & { attempts: number; createdAt: string })[]> {
  const rows = await claimDue('desk_notices', now, leaseMs, limit)
  return rows.map((row) => ({
    id: row.id,
    attempts: Number(row.attempts ?? 0),
    createdAt: isoDate(row.createdAt),
    desk: String(row.desk),
    action: row.action as DeskNotice['action'],
    recipient: String(row.recipient),
    language: staffLanguage(row.language),
    actorName: (row.actorName as string | null) ?? null,
    subjectName: (row.subjectName as string | null) ?? null,
    cause: (row.cause as DeskNotice['cause']) ?? null,
    count: row.count === null || row.count === undefined ? null : Number(row.count),
  }))
}
