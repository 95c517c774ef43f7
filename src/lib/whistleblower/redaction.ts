import type { RedactionScope } from '../constants'
import type { StaffLanguage } from '../staffLanguages'

/**
 * Redaction for the case file: passages the office marks are replaced by a mark in every export (the printable
 * page, its PDF, the ZIP's text); the original stays sealed on the desk.
 */

export const REDACTED_MARK: Record<StaffLanguage, string> = { de: '[geschwärzt]', en: '[redacted]' }

export const REDACTION_SCOPE_LABELS: Record<RedactionScope, { de: string; en: string }> = {
  report: { de: 'Meldung (Betreff, Text, Kontaktangaben)', en: 'Report (subject, text, contact details)' },
  messages: { de: 'Nachrichten mit der meldenden Person', en: 'Messages with the reporter' },
  notes: { de: 'Interne Notizen', en: 'Internal notes' },
  everywhere: { de: 'Überall in der Fallakte', en: 'Everywhere in the case file' },
}

/** The parts of the case file a scope covers. */
export const scopeCovers = (scope: RedactionScope, part: 'report' | 'messages' | 'notes') =>
  scope === 'everywhere' || scope === part

/** `text` with every occurrence of each passage replaced by `mark` (longer passages first, so none is left half). */
export function redactText(text: string, passages: string[], mark: string): string {
  const sorted = [...new Set(passages.filter(Boolean))].sort((a, b) => b.length - a.length)
  return sorted.reduce((result, passage) => result.split(passage).join(mark), text)
}
