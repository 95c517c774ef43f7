import {
  ASSIGNEE_LABEL,
  CASE_DATE_LABELS,
  caseFileDates,
  CHANNEL_LABEL,
  MESSAGE_AUTHOR_LABELS,
  REPORT_FIELD_LABELS,
} from '@/lib/whistleblower/caseLabels'
import { classificationLines } from '@/lib/whistleblower/caseClasses'
import type { CaseArchive, CaseFile } from '@/data/whistleblower/caseFile'
import { formatStaffDateTime } from '@/lib/format'
import { attachmentName } from '@/lib/uploads/attachment'
import { diskSafeName, quotedFileName } from '@/lib/uploads/fileName'
import type { ZipEntry } from '@/lib/uploads/zipArchive'
import { CASE_CHANNEL_LABELS } from '@/lib/whistleblower/caseChannelLabels'
import { DEADLINE_LABELS, DEADLINE_STATE_LABELS } from '@/lib/whistleblower/caseDeadlines'
import { CASE_STATUS_LABELS } from '@/lib/whistleblower/caseStatusLabels'
import { caseFileTexts } from './caseFileTexts'
import { REDACTION_SCOPE_LABELS } from '@/lib/whistleblower/redaction'
import type { StaffLanguage } from '@/lib/staffLanguages'

type Language = StaffLanguage

/** Types whose content is compressed already: stored in the ZIP as they are. */
const COMPRESSED = /^(image\/|application\/(pdf|vnd\.))/

const ARCHIVE_WORDS = {
  de: { document: 'Fallakte', folder: 'Anhaenge', file: 'Datei', zipNote: 'Datei im ZIP' },
  en: { document: 'case-file', folder: 'files', file: 'file', zipNote: 'File in the ZIP' },
} as const

/** Where file `number` of the case lies in the ZIP: `Anhaenge/01-Vermerk.pdf`. */
export function archivePath(
  file: { number: number; name: string; type: string },
  language: Language,
): string {
  const words = ARCHIVE_WORDS[language]
  const name = diskSafeName(attachmentName(file.name, `${words.file}-${file.number}`, file.type))
  return `${words.folder}/${String(file.number).padStart(2, '0')}-${name}`
}

/** The ZIP's own name: `Fallakte-<case number>.zip`. */
export const archiveName = (caseNumber: string, language: Language) =>
  `${ARCHIVE_WORDS[language].document}-${safeName(caseNumber)}.zip`

const safeName = (caseNumber: string) => caseNumber.replace(/[^\w-]+/g, '_')

/**
 * The case file as plain text, with what the printable page (CaseFileView) shows, in the same order and words:
 * for the ZIP, readable on any machine without the site.
 */
export function caseFileDocument(file: CaseFile, language: Language): string {
  const text = caseFileTexts(language)
  const when = (iso: string | null) => (iso ? formatStaffDateTime(iso, language) : '–')
  const states = DEADLINE_STATE_LABELS[language]
  const heading = (title: string) => ['', title, '='.repeat(title.length)]
  const dates = caseFileDates(file.channel)
  const lines = [
    text.title(file.caseNumber),
    text.confidential,
    text.exported(file.exportedBy, when(file.exportedAt)),
    ...heading(text.caseSection),
    `${text.status}: ${CASE_STATUS_LABELS[file.status][language]}`,
    `${CHANNEL_LABEL[language]}: ${CASE_CHANNEL_LABELS[file.channel][language]}`,
    `${ASSIGNEE_LABEL[language]}: ${file.assigneeName ?? '–'}`,
    ...classificationLines(file.classification, language).map(({ label, value }) => `${label}: ${value}`),
    ...dates.map((field) => `${CASE_DATE_LABELS[field][language]}: ${when(file[field])}`),
    `${text.deadlines}: ${
      file.deadlines.length === 0
        ? text.noDeadlines
        : file.deadlines
            .map(
              (deadline) =>
                `${DEADLINE_LABELS[deadline.kind][language]} ${when(deadline.dueAt)} (${states[deadline.state]})`,
            )
            .join('; ')
    }`,
    ...heading(text.reportSection),
    ...(['subject', 'name', 'email', 'tel'] as const).map(
      (field) => `${REPORT_FIELD_LABELS[field][language]}: ${file.report[field] || text.notGiven}`,
    ),
    `${REPORT_FIELD_LABELS.message[language]}:`,
    file.report.message,
    ...heading(text.conversationSection),
    ...(file.conversation.length === 0
      ? [text.conversationNone]
      : file.conversation.flatMap((message) => [
          `--- ${MESSAGE_AUTHOR_LABELS[message.author][language]} · ${when(message.createdAt)}`,
          message.body,
        ])),
    ...heading(text.filesSection),
    text.filesHint,
    ...(file.files.length === 0
      ? [text.filesNone]
      : file.files.flatMap((entry) => [
          // Quoted: a name is one value of the line, whatever characters it holds.
          `${entry.number}. ${quotedFileName(entry.name)} (${entry.type}, ${entry.size} B, ${text.fileColumns.from}: ${text.fileFrom[entry.author]})`,
          `   ${text.fileColumns.sha256}: ${entry.sha256 ?? text.fileUnreadable}`,
          ...(entry.sha256 ? [`   ${ARCHIVE_WORDS[language].zipNote}: ${archivePath(entry, language)}`] : []),
        ])),
    ...heading(text.notesSection),
    text.notesHint,
    ...(file.notes.length === 0
      ? [text.notesNone]
      : file.notes.flatMap((note) => [`--- ${note.authorName} · ${when(note.createdAt)}`, note.body])),
    ...heading(text.redactionsSection),
    text.redactionsHint,
    ...(file.redactions.length === 0
      ? [text.redactionsNone]
      : file.redactions.map((entry) =>
          text.redactedBy(REDACTION_SCOPE_LABELS[entry.scope][language], entry.authorName, when(entry.createdAt)),
        )),
    '',
  ]
  return lines.join('\n')
}

/** The ZIP's entries: the case file as text first, then every file that opens, as stored (metadata removed). */
export function caseArchiveEntries({ file, files }: CaseArchive, language: Language): ZipEntry[] {
  return [
    {
      path: `${ARCHIVE_WORDS[language].document}-${safeName(file.caseNumber)}.txt`,
      content: Buffer.from(caseFileDocument(file, language)),
    },
    ...files.map((entry) => ({
      path: archivePath(entry, language),
      size: entry.size,
      open: entry.open,
      compress: !COMPRESSED.test(entry.type),
    })),
  ]
}
