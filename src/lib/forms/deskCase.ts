import { z } from 'zod'
import { DESK_CHANNELS } from '../constants'
import { parseSiteLocal } from '../siteTime'
import { optionalLine, requiredLine } from './fields'
import { caseArea, reportText, WHISTLEBLOWER_LIMITS } from './whistleblower'

/**
 * A case the reporting office records on its desk (HinSchG §16(3), §11): received by phone, in person, by
 * post or by e-mail, with the minutes or a summary. Members of the office only.
 *
 *   POST /cms-api/whistleblower-reports/desk-cases  {channel, receivedAt, subject, minutes, area?, name?}
 *     → 201 {reportId, caseNumber, accessCode}   (the code is shown once, for handing to the reporter)
 *   or multipart/form-data: the same fields, then up to 10 `files` (50 MB together; the types, metadata
 *   removal and sealing of a web report's files) → 201 {reportId, caseNumber, accessCode, files: [{name, size, removed}]}
 *   not a member of the office → 403; malformed → 400 {error, fields}; too large → 413; a type not taken → 415
 *
 * `receivedAt` is German time as an `<input type="datetime-local">` gives it (YYYY-MM-DDTHH:MM), not in the future.
 */

/** A few minutes' grace for a clock that runs ahead of the server's. */
const FUTURE_GRACE_MS = 5 * 60 * 1000

export const deskCaseSchema = (now: Date) =>
  z.object({
    channel: z.enum(DESK_CHANNELS, { error: `must be one of ${DESK_CHANNELS.join(', ')}` }),
    receivedAt: z
      .string({ error: 'required' })
      .trim()
      .transform((value, context) => {
        const instant = parseSiteLocal(value)
        if (!instant) {
          context.addIssue({ code: 'custom', message: 'must be a date and time like 2026-11-26T09:30' })
          return z.NEVER
        }
        if (instant.getTime() > now.getTime() + FUTURE_GRACE_MS) {
          context.addIssue({ code: 'custom', message: 'must not be in the future' })
          return z.NEVER
        }
        return instant
      }),
    subject: requiredLine(WHISTLEBLOWER_LIMITS.subject),
    minutes: reportText,
    area: caseArea,
    /** The reporter's name, if they gave it (sealed like a web report's; absent: anonymous). */
    name: optionalLine(WHISTLEBLOWER_LIMITS.name),
  })

export type DeskCase = z.infer<ReturnType<typeof deskCaseSchema>>
