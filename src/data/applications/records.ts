import type { PayloadRequest } from 'payload'
import { HumanCheckReused } from '@/lib/captcha'
import { invalidPaths } from '@/lib/payloadErrors'
import type { ApplicationForm } from '@/lib/forms/application'
import {
  APPLICATIONS_DESK,
  HR_ROLE,
  SEALED_APPLICATION_FIELDS,
  sealContext,
} from '@/lib/applications/desk'
import type { ReceivedFile } from '@/lib/uploads/multipart'
import { applicantMailTexts } from '@/data/applications/mailTexts'
import { acknowledgementMail, hrNoticeMail, type ApplicationEnvelope } from '@/lib/mail/applicationMail'
import { recordKeyForMember, wrapForDesk } from '@/data/sealed/deskVault'
import { sealedTexts } from '@/data/sealed/sealedRecords'
import { serverKey } from '@/lib/sealed/serverKey'
import { openText, sealText } from '@/lib/sealed/valueSealing'
import { siteUrl } from '@/lib/env'
import { deletionPromise } from '@/lib/applications/retention'
import { applicantLink, newApplicantToken } from '@/lib/applications/applicantLink'
import { claimDue, isoDate, queueTable, recordDelivered } from '../mailQueue'
import { sqlOperators } from '../sqlOperators'
import { payloadClient } from '../payload'
import { inTransaction } from '../transaction'
import { OUTBOX, queueApplicationMail } from '@/data/applications/outbox'

type NewApplication = {
  reference: string
  recordKey: Buffer
  form: ApplicationForm
  /** The job's title in German, the desk's language: HR's list and overview name each job one way. */
  jobName: string | null
  /** The job's title in the applicant's language, for their acknowledgement. */
  applicantJobName: string | null
  files: ReceivedFile[]
  challengeId: string
}

/** The addresses of HR's members, for notices without content. */
export async function hrAddresses(req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.db.find({
    collection: 'users',
    req,
    pagination: false,
    select: { email: true },
    where: { roles: { in: [HR_ROLE] } },
  })
  return docs.map((doc) => String((doc as { email?: string }).email)).filter(Boolean)
}

/**
 * Stores an application whose documents are already sealed in the store (`files`): its fields sealed with the
 * application's own key, that key wrapped for HR, the document rows, the acknowledgement to the applicant and
 * a notice without content to each HR member, all in one transaction: no application without its keys and
 * mails. A replayed human-check solution fails on the unique challenge id.
 */
export async function storeApplication(application: NewApplication, now = new Date()): Promise<void> {
  const { reference, recordKey, form, files, jobName, applicantJobName, challengeId } = application
  const link = newApplicantToken()
  const texts = Object.fromEntries(SEALED_APPLICATION_FIELDS.map((field) => [field, form[field]]))
  const sealed = sealedTexts(APPLICATIONS_DESK, recordKey, reference, texts)
  try {
    await inTransaction(async (req) => {
      const doc = await req.payload.create({
        collection: 'applications',
        overrideAccess: true,
        req,
        depth: 0,
        data: {
          reference,
          status: 'received',
          jobId: form.jobId ?? null,
          jobName,
          lang: form.lang,
          talentPool: form.talentPool,
          receivedAt: now.toISOString(),
          touchedAt: now.toISOString(),
          challengeId,
          applicantTokenHash: link.hash,
          ...sealed,
        },
      })
      for (const file of files)
        await req.payload.create({
          collection: 'application-files',
          overrideAccess: true,
          req,
          depth: 0,
          data: {
            application: doc.id,
            index: file.index,
            storedName: file.name,
            originalNameSealed: sealText(recordKey, file.originalName, sealContext(reference, `file:${file.index}`)),
            mimeType: file.type,
            size: file.size,
          },
        })
      await wrapForDesk(APPLICATIONS_DESK, req, { id: doc.id, reference }, recordKey, serverKey)
      const templates = await applicantMailTexts(req, form.lang)
      const deletion = deletionPromise({
        status: 'received',
        talentPool: form.talentPool,
        receivedAt: now,
        deleteAfter: null,
      })
      const envelope = acknowledgementMail(
        form.lang,
        {
          reference,
          to: form.email,
          job: applicantJobName ?? undefined,
          deletion,
          link: applicantLink(siteUrl, form.lang, link.token),
        },
        templates,
      )
      await queueApplicationMail(req, { reference, applicationId: doc.id, kind: 'acknowledgement', envelope }, now)
      for (const to of await hrAddresses(req))
        await queueApplicationMail(
          req,
          {
            reference,
            applicationId: doc.id,
            kind: 'hr-notice',
            envelope: hrNoticeMail(reference, doc.id, to, siteUrl),
          },
          now,
        )
    })
  } catch (error) {
    if (invalidPaths(error).some((path) => /challenge/i.test(path))) throw new HumanCheckReused()
    throw error
  }
}

export type ApplicationMailJob = { id: number; attempts: number; createdAt: string; envelope: ApplicationEnvelope }

/** Claims due mails of HR's outbox for delivery (see `claimDue`), opened with the server's key. */
export async function claimDueApplicationMails(now: Date, leaseMs: number, limit: number): Promise<ApplicationMailJob[]> {
  const rows = await claimDue('application_mails', now, leaseMs, limit)
  const key = rows.length ? await serverKey() : null
  return rows.map((row) => ({
    id: row.id,
    attempts: Number(row.attempts ?? 0),
    createdAt: isoDate(row.createdAt),
    envelope: JSON.parse(
      openText(key!, String(row.envelopeSealed), {
        ...OUTBOX,
        reference: String(row.reference),
        field: String(row.kind),
      }),
    ) as ApplicationEnvelope,
  }))
}

/** A delivered mail's recipient and words are erased; the row stays as the record that it was sent. */
export async function recordApplicationMailDelivered(id: number, attempts: number, at: Date): Promise<void> {
  await recordDelivered('application_mails', id, attempts, at)
  const { drizzle, table } = await queueTable('application_mails')
  await drizzle.update(table).set({ envelopeSealed: null }).where(sqlOperators.eq(table.id as never, id))
}

/** A document as HR's list shows it: its name as sent, opened for the member signed in (empty when not). */
export type ApplicationDocument = { index: number; mimeType: string; size: number; name: string; open: boolean }

/**
 * The documents of an application for HR's list of downloads: their names opened with the application's key
 * where the member signed in on `req` holds it, never their contents.
 */
export async function applicationDocuments(req: PayloadRequest, applicationId: number): Promise<ApplicationDocument[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'application-files',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: 'index',
    where: { application: { equals: applicationId } },
  })
  const application = (await payload.db.findOne({
    collection: 'applications',
    where: { id: { equals: applicationId } },
  })) as { reference: string } | null
  const key = application
    ? await recordKeyForMember(APPLICATIONS_DESK, req, { id: applicationId, reference: application.reference })
    : null
  return docs.map(({ index, mimeType, size, originalNameSealed }) => ({
    index,
    mimeType,
    size,
    open: Boolean(key),
    name:
      key && application && originalNameSealed
        ? openText(key, originalNameSealed, sealContext(application.reference, `file:${index}`))
        : '',
  }))
}
