import { caseContext } from '@/lib/whistleblower/vault'
import type { CaseChannel, CaseStatus } from '@/lib/constants'
import { ApiError } from '@/lib/api'
import type { CaseMessage, CaseView } from '@/lib/forms/whistleblowerFollowUp'
import { decoyAccessCodeHash, verifyAccessCode } from '@/lib/whistleblower/caseAccess'
import { isSealedText, openText } from '@/lib/sealed/valueSealing'
import { caseKeyForReporter } from '@/data/whistleblower/reporterKeys'
import type { ReceivedFile } from '@/lib/uploads/multipart'
import { inTransaction } from '../transaction'
import { addCaseFileRows, caseFileRows, fileView, openCaseFile } from '@/data/whistleblower/caseFileRows'
import { queueWhistleblowerNotice } from './notices'
import { payloadClient } from '../payload'

/**
 * The reporter's side of a case (anonymous follow-up): opened with case number and access code only. The code
 * gives the reporter's key, which opens the case key (src/lib/whistleblower/vault.ts): the server cannot read
 * a case without it. An unknown case number and a wrong code give the same answer (null) after the same
 * work, so the answer never tells whether a case exists.
 */

export type ReporterCase = {
  id: number
  caseNumber: string
  status: CaseStatus
  receivedAt: string
  subject: string
  message: string
  channel: CaseChannel
  minutesConfirmedAt: string | null
  caseKey: Buffer | null
}

export async function findReporterCase(caseNumber: string, accessCode: string): Promise<ReporterCase | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'whistleblower-reports',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    joins: false,
    where: { caseNumber: { equals: caseNumber } },
  })
  const report = docs[0]
  const reporterKey = await verifyAccessCode(accessCode, report?.accessCodeHash ?? (await decoyAccessCodeHash()))
  if (!report || !reporterKey) return null
  const ref = { id: report.id, reference: report.caseNumber }
  // A case still held by the server's key gets the reporter's own wrap now: one write, in a transaction.
  const caseKey = await inTransaction((req) => caseKeyForReporter(req, ref, reporterKey))
  const open = (field: 'subject' | 'message') => {
    const sealed = (report as unknown as Record<string, unknown>)[`${field}Sealed`]
    return caseKey && isSealedText(sealed) ? openText(caseKey, sealed, caseContext(report.caseNumber, field)) : ''
  }
  return {
    id: report.id,
    caseNumber: report.caseNumber,
    status: report.status,
    receivedAt: report.receivedAt ?? report.createdAt,
    subject: open('subject'),
    message: open('message'),
    channel: report.channel ?? 'web',
    minutesConfirmedAt: report.minutesConfirmedAt ?? null,
    caseKey,
  }
}

/** Hands the case key to the message collection's hooks for this request only. */
const withCaseKey = (report: ReporterCase) => ({ caseKey: report.caseKey, caseReportId: report.id })

async function caseView(report: ReporterCase): Promise<CaseView> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'whistleblower-messages',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    context: withCaseKey(report),
    where: { report: { equals: report.id } },
  })
  const files = (await caseFileRows(payload, report.id)).map((row) =>
    fileView(row, report.caseNumber, report.caseKey),
  )
  const filesOf = (message: number | null) =>
    files.filter((file) => file.message === message).map(({ message: _, ...file }) => file)
  const messages: CaseMessage[] = [
    { author: 'reporter', body: report.message, createdAt: report.receivedAt, files: filesOf(null) },
    ...docs.map((doc) => ({
      author: doc.author,
      body: doc.body ?? '',
      createdAt: doc.createdAt,
      files: filesOf(doc.id),
    })),
  ]
  return {
    caseNumber: report.caseNumber,
    status: report.status,
    receivedAt: report.receivedAt,
    subject: report.subject,
    channel: report.channel,
    minutesConfirmedAt: report.minutesConfirmedAt,
    messages,
  }
}

export async function openCase(caseNumber: string, accessCode: string): Promise<CaseView | null> {
  const report = await findReporterCase(caseNumber, accessCode)
  return report ? caseView(report) : null
}

/**
 * Adds the reporter's information to their case, with the notice to the reporting office (one transaction),
 * and answers the updated case; null as for `openCase`.
 */
export async function addReporterMessage(
  caseNumber: string,
  accessCode: string,
  body: string,
  now = new Date(),
): Promise<CaseView | null> {
  const report = await findReporterCase(caseNumber, accessCode)
  return report ? addReporterMessageTo(report, body, [], now) : null
}

/**
 * Adds the reporter's message to the case opened with `findReporterCase`, with the rows of its files (already
 * sealed in the store with the case key), in one transaction with the notice; answers the updated case.
 */
export async function addReporterMessageTo(
  report: ReporterCase,
  body: string,
  files: ReceivedFile[],
  now = new Date(),
): Promise<CaseView> {
  const { caseNumber, caseKey } = report
  await inTransaction(async (req) => {
    const message = await req.payload.create({
      collection: 'whistleblower-messages',
      overrideAccess: true,
      req,
      depth: 0,
      context: withCaseKey(report),
      data: { report: report.id, author: 'reporter', body },
    })
    if (files.length && caseKey)
      await addCaseFileRows(req, { id: report.id, reference: caseNumber }, caseKey, files, {
        author: 'reporter',
        message: message.id,
      })
    await queueWhistleblowerNotice(req, { caseNumber, reportId: report.id, kind: 'reporter-message' }, now)
  })
  return caseView(report)
}

/** One file of the case opened with case number and access code (the office's replies' files included). */
export async function reporterFile(report: ReporterCase, fileId: number) {
  if (!report.caseKey) return null
  const { caseKey } = report
  const ref = { id: report.id, reference: report.caseNumber }
  return openCaseFile(await payloadClient(), ref, caseKey, fileId)
}

/**
 * The reporter confirms the minutes of a case the office recorded (HinSchG §11(3)): the date is kept on the
 * case (visible in the admin and the case file), with a notice to the office's inbox; the first confirmation
 * counts. A web report has no minutes:
 * 409. Null as for `openCase`.
 */
export async function confirmMinutes(
  caseNumber: string,
  accessCode: string,
  now = new Date(),
): Promise<CaseView | null> {
  const report = await findReporterCase(caseNumber, accessCode)
  if (!report) return null
  if (report.channel === 'web') throw new ApiError(409, 'This report was sent online: it has no minutes to confirm')
  if (!report.minutesConfirmedAt) {
    const minutesConfirmedAt = now.toISOString()
    // Straight in the database: the reporter has no user, and nothing else of the case changes.
    await inTransaction(async (req) => {
      await req.payload.db.updateOne({
        collection: 'whistleblower-reports',
        id: report.id,
        data: { minutesConfirmedAt },
        req,
        returning: false,
      })
      await queueWhistleblowerNotice(req, { caseNumber, reportId: report.id, kind: 'minutes-confirmed' }, now)
    })
    report.minutesConfirmedAt = minutesConfirmedAt
  }
  return caseView(report)
}
