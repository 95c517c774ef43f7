import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { audit } from '@/data/whistleblower/audit'
import { personName } from '@/lib/sealed/personName'
import { assigneeId } from '@/lib/relationId'
import type { CaseChannel, CaseStatus } from '@/lib/constants'
import { pendingDeadlines, type DeadlineKind, type DeadlineState } from '@/lib/whistleblower/caseDeadlines'
import { streamDigest } from '@/lib/uploads/digest'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import { OFFICE } from '@/lib/whistleblower/vault'
import { OFFICE_ROLE } from '@/lib/whistleblower/vault'
import { caseFilesWithKey, type OpenableCaseFile } from '@/data/whistleblower/caseFileRows'
import type { RedactionScope } from '@/lib/constants'
import type { StaffLanguage } from '@/lib/staffLanguages'
import { splitLabels, type CaseClassification } from '@/lib/whistleblower/caseClasses'
import { REDACTED_MARK, redactText, scopeCovers } from '@/lib/whistleblower/redaction'

export type CaseFile = {
  caseNumber: string
  status: CaseStatus
  channel: CaseChannel
  /** ISO 8601, like every date below */
  receivedAt: string
  acknowledgedAt: string | null
  /** The office's first message to the reporter (HinSchG §17(2) feedback). */
  firstFeedbackAt: string | null
  closedAt: string | null
  deleteAfter: string | null
  /** A case recorded on the desk: when the reporter confirmed the minutes. */
  minutesConfirmedAt: string | null
  deadlines: { kind: DeadlineKind; dueAt: string; state: DeadlineState }[]
  assigneeName: string | null
  classification: CaseClassification
  report: { subject: string; message: string; name: string | null; email: string | null; tel: string | null }
  /** The conversation with the reporter: the report's own message is `report.message`. */
  conversation: { author: 'office' | 'reporter'; createdAt: string; body: string }[]
  /** For the office only. */
  notes: { authorName: string; createdAt: string; body: string }[]
  /** The case's files, oldest first: `sha256` of the content as stored (metadata removed), opened with the case key. */
  files: CaseFileListed[]
  /** The passages blacked out in this file: where, by whom, when (never the passage). */
  redactions: { scope: RedactionScope; authorName: string; createdAt: string }[]
  exportedBy: string
  exportedAt: string
}

export type CaseFileListed = {
  /** 1, 2, … in the order received: the name of the file in the ZIP starts with it. */
  number: number
  name: string
  type: string
  /** Bytes, after metadata removal. */
  size: number
  author: 'reporter' | 'office'
  /** Hex; null when the file cannot be opened (missing, or changed since it was sealed). */
  sha256: string | null
}

/**
 * Why there is no case file: 403 not a member of the office, 404 no such case, 409 the member's key does not
 * open it (locked in this session, or not granted).
 */
export type CaseFileAnswer = { file: CaseFile } | { refused: 403 | 404 | 409 }

/** The case file with the case's files that open, numbered as the case file lists them. */
export type CaseArchive = { file: CaseFile; files: (OpenableCaseFile & { number: number })[] }

/**
 * A case for the file, as the signed-in member of `req` may read it: the report, the conversation, the
 * internal notes and the list of files (name, type, size, SHA-256 of the content: each file is opened and
 * read once for it, as it streams), opened with the member's key. Opening it is one 'export' entry in the access log (besides the
 * 'read' of opening the case), not one per message.
 */
export async function openCaseFile(
  req: PayloadRequest,
  id: unknown,
  now = new Date(),
  language: StaffLanguage = 'de',
): Promise<CaseFileAnswer> {
  const answer = await exportCase(req, id, now, undefined, language)
  return 'refused' in answer ? answer : { file: answer.file }
}

/**
 * The case file and the case's files to stream into the ZIP for review on an offline machine
 * (src/collections/whistleblower/whistleblowerDeskEndpoints.ts): one 'export' entry in the access log, as the case file;
 * only the files that open (`file.files` with a hash) are in `files`.
 */
export async function openCaseArchive(
  req: PayloadRequest,
  id: unknown,
  now = new Date(),
  language: StaffLanguage = 'de',
): Promise<CaseArchive | { refused: 403 | 404 | 409 }> {
  return exportCase(req, id, now, 'ZIP', language)
}

/** The same, for `member` on a request of its own. */
export async function caseArchiveFor(
  payload: Payload,
  member: NonNullable<PayloadRequest['user']>,
  id: number,
  now = new Date(),
  language: StaffLanguage = 'de',
) {
  return openCaseArchive(await createLocalReq({ user: member }, payload), id, now, language)
}

/** The SHA-256 of each file's content; a file that does not open is listed with none. */
async function listFiles(files: OpenableCaseFile[]): Promise<CaseFileListed[]> {
  const listed: CaseFileListed[] = []
  for (const [index, file] of files.entries()) {
    const sha256 = await file
      .open()
      .then(streamDigest)
      .then(({ sha256 }) => sha256, () => null)
    listed.push({ number: index + 1, name: file.name, type: file.type, size: file.size, author: file.author, sha256 })
  }
  return listed
}

async function exportCase(
  req: PayloadRequest,
  id: unknown,
  now: Date,
  as?: 'ZIP',
  language: StaffLanguage = 'de',
): Promise<CaseArchive | { refused: 403 | 404 | 409 }> {
  if (!req.user || !hasRole(req.user, OFFICE_ROLE)) return { refused: 403 }
  const reportId = Number(id)
  if (!Number.isInteger(reportId) || reportId < 1) return { refused: 404 }
  const report = await req.payload.findByID({
    collection: 'whistleblower-reports',
    id: reportId,
    req,
    overrideAccess: false,
    depth: 0,
    joins: false,
    disableErrors: true,
  })
  if (!report) return { refused: 404 }
  if (report.keyStatus !== 'open') return { refused: 409 }
  const ref = { id: reportId, reference: report.caseNumber }
  const caseKey = await recordKeyForMember(OFFICE, req, ref)
  if (!caseKey) return { refused: 409 }

  req.context.caseFile = report.caseNumber
  const entriesOf = <C extends 'whistleblower-messages' | 'whistleblower-notes' | 'whistleblower-redactions'>(
    collection: C,
  ) =>
    req.payload.find({
      collection,
      req,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      sort: 'createdAt',
      where: { report: { equals: reportId } },
    })
  const [messages, notes, redactions] = await Promise.all([
    entriesOf('whistleblower-messages'),
    entriesOf('whistleblower-notes'),
    entriesOf('whistleblower-redactions'),
  ])
  // The passages marked for the file, blacked out in each part their scope covers.
  const mark = REDACTED_MARK[language]
  const redactIn = (part: 'report' | 'messages' | 'notes') => {
    const passages = redactions.docs
      .filter((entry) => scopeCovers(entry.scope, part) && entry.passage)
      .map((entry) => entry.passage as string)
    return (text: string) => redactText(text, passages, mark)
  }
  const inReport = redactIn('report')
  const inMessages = redactIn('messages')
  const inNotes = redactIn('notes')
  const orNull = (value: string | null | undefined) => (value ? inReport(value) : null)
  const assigned = assigneeId(report.assignee)
  const assignee =
    assigned === null
      ? null
      : await req.payload.findByID({
          collection: 'users',
          id: assigned,
          overrideAccess: true,
          depth: 0,
          disableErrors: true,
        })
  const stored = await caseFilesWithKey(req.payload, ref, caseKey)
  const files = await listFiles(stored)
  await audit(req, report.caseNumber, 'export', as ? { detail: `${as}: ${files.length}` } : {})

  const receivedAt = report.receivedAt ?? report.createdAt
  return {
    file: {
      caseNumber: report.caseNumber,
      status: report.status,
      channel: report.channel ?? 'web',
      receivedAt,
      acknowledgedAt: report.acknowledgedAt ?? null,
      firstFeedbackAt: report.firstFeedbackAt ?? null,
      closedAt: report.closedAt ?? null,
      deleteAfter: report.deleteAfter ?? null,
      minutesConfirmedAt: report.minutesConfirmedAt ?? null,
      deadlines: pendingDeadlines({ ...report, receivedAt }, now).map(({ kind, dueAt, state }) => ({
        kind,
        dueAt: dueAt.toISOString(),
        state,
      })),
      assigneeName: assignee ? personName(assignee) : null,
      classification: {
        area: report.area ?? null,
        // The office's own words: blacked out like its notes.
        labels: splitLabels(report.labels).map(inNotes),
        importance: report.importance ?? null,
        outcome: report.outcome ?? null,
        markedOut: report.markedOut ? (report.markedOutReason ?? 'unspecified') : null,
      },
      report: {
        subject: inReport(report.subject ?? ''),
        message: inReport(report.message ?? ''),
        name: orNull(report.name),
        email: orNull(report.email),
        tel: orNull(report.tel),
      },
      conversation: messages.docs.map((message) => ({
        author: message.author,
        createdAt: message.createdAt,
        body: inMessages(message.body ?? ''),
      })),
      notes: notes.docs.map((note) => ({
        authorName: note.authorName ?? '',
        createdAt: note.createdAt,
        body: inNotes(note.body ?? ''),
      })),
      files,
      redactions: redactions.docs.map((entry) => ({
        scope: entry.scope,
        authorName: entry.authorName ?? '',
        createdAt: entry.createdAt,
      })),
      exportedBy: personName(req.user as never),
      exportedAt: now.toISOString(),
    },
    files: stored.flatMap((file, index) => (files[index].sha256 ? [{ ...file, number: index + 1 }] : [])),
  }
}
