import type { PayloadRequest } from 'payload'
import { applicantTokenHash, type ApplicantView } from '@/lib/applications/applicantLink'
import { type ApplicationStatus } from '@/lib/applications/desk'
import { CLOSED_STATUSES, deletionPromise } from '@/lib/applications/retention'
import type { Locale } from '@/i18n/routing'
import { loadJob } from '../jobs'
import { inTransaction } from '../transaction'
import { changeTalentPoolConsent } from './consent'
import { queueApplicationMail } from './outbox'
import { hrAddresses } from './records'
import { hrInterviewConfirmedMail, hrWithdrawnMail } from '@/lib/mail/applicationMail'
import { interviewTime } from '@/lib/mail/interviews'
import { INTERVIEW_LIMITS } from '@/lib/constants'
import { auditApplications } from './audit'
import { siteUrl } from '@/lib/env'

type Stored = {
  id: number
  reference: string
  status: ApplicationStatus
  lang: Locale
  jobId?: number | null
  jobName?: string | null
  talentPool?: boolean | null
  receivedAt: string
  deleteAfter?: string | null
  interviewTimes?: { startsAt?: string | null }[] | null
  interviewMinutes?: number | null
  interviewPlace?: string | null
  interviewAt?: string | null
}

const proposedTimes = (stored: Stored) =>
  (stored.interviewTimes ?? [])
    .map((row) => (row.startsAt ? new Date(row.startsAt) : null))
    .filter((time): time is Date => time !== null && !Number.isNaN(time.getTime()))
    .map((time) => time.toISOString())

/** The interview the applicant sees: while invited, the proposed times; a confirmed one stays shown. */
function interviewOf(stored: Stored): ApplicantView['interview'] {
  const times = stored.status === 'interview' ? proposedTimes(stored) : []
  const confirmed = stored.interviewAt ? new Date(stored.interviewAt).toISOString() : null
  if (!times.length && !confirmed) return null
  return {
    times,
    minutes: stored.interviewMinutes ?? INTERVIEW_LIMITS.defaultMinutes,
    place: stored.interviewPlace ?? null,
    confirmed,
  }
}

async function byToken(req: PayloadRequest, token: string): Promise<Stored | null> {
  return (await req.payload.db.findOne({
    collection: 'applications',
    req,
    where: { applicantTokenHash: { equals: applicantTokenHash(token) } },
  })) as Stored | null
}

async function viewOf(stored: Stored): Promise<ApplicantView> {
  const job = stored.jobId ? await loadJob(stored.jobId, stored.lang, false).catch(() => null) : null
  const promise = deletionPromise({
    status: stored.status,
    talentPool: Boolean(stored.talentPool),
    receivedAt: new Date(stored.receivedAt),
    deleteAfter: stored.deleteAfter ? new Date(stored.deleteAfter) : null,
  })
  return {
    reference: stored.reference,
    status: stored.status,
    job: job?.name ?? stored.jobName ?? null,
    receivedAt: stored.receivedAt,
    talentPool: Boolean(stored.talentPool),
    canWithdraw: !CLOSED_STATUSES.includes(stored.status),
    deletion: promise.kind === 'after-decision' ? promise : { kind: promise.kind, on: promise.on.toISOString() },
    interview: interviewOf(stored),
  }
}

/** The applicant confirms one proposed time: kept on the application, logged, and told to each HR member. */
async function confirmInterview(req: PayloadRequest, stored: Stored, at: string): Promise<void> {
  if (stored.interviewAt && new Date(stored.interviewAt).toISOString() === at) return
  await req.payload.db.updateOne({
    collection: 'applications',
    id: stored.id,
    req,
    data: { interviewAt: at, touchedAt: new Date().toISOString(), remindedAt: null },
    returning: false,
  })
  const berlin = interviewTime(new Date(at), 'de')
  await auditApplications(req, 'interview-confirmed', {
    reference: stored.reference,
    detail: `${berlin} (von der Person selbst, über ihren Link)`,
  })
  for (const to of await hrAddresses(req))
    await queueApplicationMail(req, {
      reference: stored.reference,
      applicationId: stored.id,
      kind: 'hr-notice',
      envelope: hrInterviewConfirmedMail(stored.reference, stored.id, berlin, to, siteUrl),
    })
}

/**
 * What the applicant's private link opens, and what it may do: withdraw the application (the status becomes
 * _zurückgezogen_, the retention period starts), give or withdraw talent-pool consent (the deletion date
 * follows), confirm one of the proposed interview times ('unknown-time' for one not proposed; 'closed' when
 * no interview is proposed). Each change is logged for HR; a withdrawal is also told to each HR member. Null for a token no application has.
 */
export async function applicantLinkAction(
  token: string,
  action:
    | { action: 'view' }
    | { action: 'withdraw' }
    | { action: 'consent'; given: boolean }
    | { action: 'interview'; at: string },
): Promise<ApplicantView | null | 'closed' | 'unknown-time'> {
  return inTransaction(async (req) => {
    const stored = await byToken(req, token)
    if (!stored) return null
    if (action.action === 'withdraw') {
      if (CLOSED_STATUSES.includes(stored.status)) return 'closed'
      await req.payload.update({
        collection: 'applications',
        id: stored.id,
        overrideAccess: true,
        req,
        depth: 0,
        context: { byApplicant: true },
        data: { status: 'withdrawn' },
      })
      for (const to of await hrAddresses(req))
        await queueApplicationMail(req, {
          reference: stored.reference,
          applicationId: stored.id,
          kind: 'hr-notice',
          envelope: hrWithdrawnMail(stored.reference, stored.id, to, siteUrl),
        })
    }
    if (action.action === 'interview') {
      if (stored.status !== 'interview') return 'closed'
      const at = new Date(action.at).toISOString()
      if (!proposedTimes(stored).includes(at)) return 'unknown-time'
      await confirmInterview(req, stored, at)
    }
    if (action.action === 'consent') await changeTalentPoolConsent(req, stored.id, action.given, { by: 'applicant' })
    return viewOf(action.action === 'view' ? stored : ((await byToken(req, token)) as Stored))
  })
}
