import { INTERVIEW_LIMITS } from '@/lib/constants'
import { payloadClient } from '../payload'

export type UpcomingInterview = {
  id: number
  reference: string
  jobName: string | null
  at: string
  minutes: number
  place: string | null
}

/**
 * The interviews applicants confirmed (through their private link) that lie ahead, the soonest first, for HR's
 * list of upcoming interviews. Only open fields: no name or address of an applicant is read for it.
 */
export async function upcomingInterviews(
  now = new Date(),
  limit: number = INTERVIEW_LIMITS.upcoming,
): Promise<UpcomingInterview[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'applications',
    overrideAccess: true,
    depth: 0,
    limit,
    sort: 'interviewAt',
    select: { reference: true, jobName: true, interviewAt: true, interviewMinutes: true, interviewPlace: true },
    where: { and: [{ interviewAt: { greater_than_equal: now.toISOString() } }, { status: { equals: 'interview' } }] },
  })
  return docs.map((doc) => ({
    id: Number(doc.id),
    reference: String(doc.reference),
    jobName: doc.jobName ?? null,
    at: String(doc.interviewAt),
    minutes: doc.interviewMinutes ?? INTERVIEW_LIMITS.defaultMinutes,
    place: doc.interviewPlace ?? null,
  }))
}
