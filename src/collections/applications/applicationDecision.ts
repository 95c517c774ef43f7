import { ValidationError, type PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/routing'
import { APPLICATIONS_DESK, sealContext, type ApplicationStatus } from '@/lib/applications/desk'
import { deletionPromise } from '@/lib/applications/retention'
import { decisionMail, type ApplicationEnvelope } from '@/lib/mail/applicationMail'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import { openText } from '@/lib/sealed/valueSealing'
import { APPLICATION_NOT_OPEN } from './applicationDesk'
import { applicantMailTexts } from '@/data/applications/mailTexts'
import { queueApplicationMail } from '@/data/applications/outbox'
import { say } from '../staffLanguage'
import type { Interview } from '@/lib/mail/interviews'
import { INTERVIEW_LIMITS } from '@/lib/constants'
import { siteUrl } from '@/lib/env'

const MAIL_OF_STATUS = { interview: 'invitation', rejected: 'rejection' } as const

type Doc = {
  id: number
  reference: string
  status: ApplicationStatus
  talentPool?: boolean | null
  receivedAt: string
  deleteAfter?: string | null
  lang?: Locale
  jobId?: number | null
  jobName?: string | null
  interviewTimes?: { startsAt?: string | null }[] | null
  interviewMinutes?: number | null
  interviewPlace?: string | null
} & Record<string, unknown>

/** The interview HR proposes on `doc`: its times in order (empty: none proposed). */
export function proposedInterview(doc: Doc): Interview {
  return {
    reference: doc.reference,
    times: (doc.interviewTimes ?? [])
      .map((row) => (row.startsAt ? new Date(row.startsAt) : null))
      .filter((time): time is Date => time !== null && !Number.isNaN(time.getTime())),
    minutes: doc.interviewMinutes ?? INTERVIEW_LIMITS.defaultMinutes,
    place: doc.interviewPlace ?? null,
  }
}

/** The job's title in the applicant's language; the stored one (German) when the job is gone. */
async function jobTitleFor(req: PayloadRequest, doc: Doc, lang: Locale): Promise<string | undefined> {
  const job =
    typeof doc.jobId === 'number'
      ? await req.payload.findByID({
          collection: 'jobs',
          id: doc.jobId,
          locale: lang,
          depth: 0,
          req,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
  return job?.name ?? doc.jobName ?? undefined
}

/**
 * The mail a change to `doc.status` sends the applicant (null for a status that sends none), in their language,
 * with the deletion day as `doc` stands. Their address and name are opened with the HR member's key, so it
 * needs an HR member who holds the application; anyone else is refused whole.
 */
export async function decisionEnvelope(req: PayloadRequest, doc: Doc): Promise<ApplicationEnvelope | null> {
  const kind = MAIL_OF_STATUS[doc.status as keyof typeof MAIL_OF_STATUS]
  if (!kind) return null
  const { reference } = doc
  const key = await recordKeyForMember(APPLICATIONS_DESK, req, { id: doc.id, reference })
  // Straight from the database: the sealed columns are nobody's to read through the API, hooks included.
  const stored = (await req.payload.db.findOne({
    collection: 'applications',
    req,
    where: { id: { equals: doc.id } },
  })) as Record<string, unknown> | null
  if (!key || typeof stored?.emailSealed !== 'string')
    throw new ValidationError({ errors: [{ path: 'status', message: say(req, APPLICATION_NOT_OPEN) }] })
  const open = (field: 'email' | 'name') =>
    openText(key, String(stored[`${field}Sealed`]), sealContext(reference, field))
  const lang = doc.lang ?? 'de'
  return decisionMail(
    kind,
    lang,
    {
      reference,
      to: open('email'),
      name: open('name'),
      job: await jobTitleFor(req, doc, lang),
      deletion: deletionPromise({
        status: doc.status,
        talentPool: Boolean(doc.talentPool),
        receivedAt: new Date(doc.receivedAt),
        deleteAfter: doc.deleteAfter ? new Date(doc.deleteAfter) : null,
      }),
      interview: proposedInterview(doc),
      host: new URL(siteUrl).host,
    },
    await applicantMailTexts(req, lang),
  )
}

/** An invitation (status Gespräch) or a rejection (Absage) goes to the applicant through the outbox. */
export async function tellApplicant(req: PayloadRequest, doc: Doc): Promise<void> {
  const envelope = await decisionEnvelope(req, doc)
  if (!envelope) return
  const kind = MAIL_OF_STATUS[doc.status as keyof typeof MAIL_OF_STATUS]
  await queueApplicationMail(req, { reference: doc.reference, applicationId: doc.id, kind, envelope })
}
