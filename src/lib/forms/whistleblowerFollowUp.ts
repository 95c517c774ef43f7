import { z } from 'zod'
import { ACCESS_CODE_LENGTH, type CaseChannel, type CaseStatus } from '../constants'
import { WHISTLEBLOWER_LIMITS } from './whistleblower'

/**
 * The anonymous follow-up of a whistleblower report: the reporter identifies with case number and
 * access code only. Both endpoints answer alike for an unknown case and a wrong code.
 *
 *   POST /api/whistleblower/case           {caseNumber, accessCode}           → 200 CaseView
 *   POST /api/whistleblower/case/messages  {caseNumber, accessCode, message}  → 201 CaseView
 *     (or multipart/form-data: the same fields first, then up to 10 `files`)
 *   POST /api/whistleblower/case/files/:id {caseNumber, accessCode}           → 200 the file, as an attachment
 *   POST /api/whistleblower/case/confirm   {caseNumber, accessCode}           → 200 CaseView
 *     (the reporter confirms the minutes of a case the office recorded; 409 for a web report, which has none;
 *     a second confirmation keeps the first date)
 *   wrong code or unknown case → 403 {error}; malformed body → 400 {error, fields}; throttled → 429 + Retry-After
 */

/** Case numbers look like HS-2026-4K7QXM; typed in any case, with spaces around. */
const CASE_NUMBER = /^HS-\d{4}-[0-9A-Z]{6}$/

export const FOLLOW_UP_LIMITS = {
  caseNumber: 32,
  // Grouped with dashes or spaces as shown to the reporter: 20 characters plus separators, with room to spare.
  accessCode: ACCESS_CODE_LENGTH * 2,
  message: WHISTLEBLOWER_LIMITS.message,
} as const

const caseNumber = z
  .string({ error: 'required' })
  .trim()
  .toUpperCase()
  .max(FOLLOW_UP_LIMITS.caseNumber, `at most ${FOLLOW_UP_LIMITS.caseNumber} characters`)
  .regex(CASE_NUMBER, 'must be a case number like HS-2026-4K7QXM')

const accessCode = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(FOLLOW_UP_LIMITS.accessCode, `at most ${FOLLOW_UP_LIMITS.accessCode} characters`)

export const caseLoginSchema = z.object({ caseNumber, accessCode })

export const caseMessageSchema = caseLoginSchema.extend({
  message: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(FOLLOW_UP_LIMITS.message, `at most ${FOLLOW_UP_LIMITS.message} characters`),
})

/** A file sent with a message (or the report); `removed`: the kinds of metadata taken out before sealing. */
export type CaseFile = { id: number; name: string; type: string; size: number; removed: string[] }

export type CaseMessage = {
  /** 'reporter': the report itself (first) and the reporter's additions; 'office': the reporting office's replies. */
  author: 'reporter' | 'office'
  body: string
  /** ISO 8601 */
  createdAt: string
  /** Files sent with it (always present in answers of this version). */
  files?: CaseFile[]
}

/** What the reporter sees of the case: no name, e-mail or phone, not even their own. */
export type CaseView = {
  caseNumber: string
  status: CaseStatus
  /** ISO 8601 */
  receivedAt: string
  subject: string
  /**
   * 'web': sent with the form. Otherwise recorded by the office after a call, a meeting, a letter or an e-mail:
   * the first message is then the office's minutes, which the reporter may confirm.
   */
  channel: CaseChannel
  /** ISO 8601 when the reporter confirmed the minutes; null before, and always for a web report. */
  minutesConfirmedAt: string | null
  /** Oldest first; the first is the report's message (for a recorded case, the minutes). */
  messages: CaseMessage[]
}
