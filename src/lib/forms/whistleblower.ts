import { z } from 'zod'
import { CASE_AREAS } from '../constants'
import { absentIfEmpty, humanCheckField, line, optionalLine, PHONE, requiredLine } from './fields'

export const WHISTLEBLOWER_LIMITS = {
  name: 200,
  email: 254,
  tel: 50,
  subject: 200,
  message: 20_000,
  humanCheck: 8_000,
} as const

/** The words of a report (the form's message, the desk's minutes): required, at most the message's limit. */
export const reportText = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(WHISTLEBLOWER_LIMITS.message, `at most ${WHISTLEBLOWER_LIMITS.message} characters`)

/** A subject area of CASE_AREAS, or none (absent or empty). */
export const caseArea = z.preprocess(
  absentIfEmpty,
  z.enum(CASE_AREAS, { error: `must be one of ${CASE_AREAS.join(', ')}` }).optional(),
)

/**
 * The whistleblower report (spec §3 payload, §5 rules): subject and message required; name, e-mail and phone
 * optional, since reports may be anonymous. Unknown fields are dropped.
 */
export const whistleblowerFormSchema = z.object({
  name: optionalLine(WHISTLEBLOWER_LIMITS.name),
  email: z.preprocess(
    absentIfEmpty,
    line(WHISTLEBLOWER_LIMITS.email).pipe(z.email('must be an e-mail address')).optional(),
  ),
  tel: z.preprocess(
    absentIfEmpty,
    line(WHISTLEBLOWER_LIMITS.tel).regex(PHONE, 'must be a phone number').optional(),
  ),
  subject: requiredLine(WHISTLEBLOWER_LIMITS.subject),
  message: reportText,
  /** The subject area (HinSchG §2), optional; `unknown` is "I don't know". */
  area: caseArea,
})

export const whistleblowerPayloadSchema = whistleblowerFormSchema.extend({
  gRecaptchaResponse: humanCheckField(WHISTLEBLOWER_LIMITS.humanCheck),
})

export type WhistleblowerForm = z.infer<typeof whistleblowerFormSchema>
