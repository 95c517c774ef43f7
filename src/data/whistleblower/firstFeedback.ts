import type { PayloadRequest } from 'payload'

/**
 * Notes on the case the moment of the office's first message to the reporter: its feedback in the sense of
 * HinSchG §17(2), which ends the feedback deadline (src/lib/whistleblower/caseDeadlines.ts) and counts in the
 * yearly figures. A later message changes nothing. Straight in the database: only this date of the case changes,
 * within the request that stores the message.
 */
export async function noteFirstFeedback(req: PayloadRequest, reportId: number, at: string): Promise<void> {
  const report = await req.payload.db.findOne<{ id: number; firstFeedbackAt?: string | null }>({
    collection: 'whistleblower-reports',
    where: { id: { equals: reportId } },
    select: { firstFeedbackAt: true },
    req,
  })
  if (!report || report.firstFeedbackAt) return
  await req.payload.db.updateOne({
    collection: 'whistleblower-reports',
    id: reportId,
    data: { firstFeedbackAt: at },
    req,
    returning: false,
  })
}
