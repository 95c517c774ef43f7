import { z } from 'zod'

/** Field rules shared by the form schemas (contact, whistleblower). */

/** No line breaks: single-line fields can end up in mail headers (Reply-To, Subject). */
const NO_LINE_BREAKS = /^[^\r\n\u2028\u2029]*$/
export const PHONE = /^\+?[0-9][0-9 ()\/.-]*$/

/** Missing, null and '' all mean "not given". */
export const absentIfEmpty = (value: unknown) => (value === null || value === '' ? undefined : value)

export const line = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `at most ${max} characters`)
    .regex(NO_LINE_BREAKS, 'must be a single line')

export const requiredLine = (max: number) => line(max).min(1, 'required')

export const optionalLine = (max: number) => z.preprocess(absentIfEmpty, line(max).optional())

/** The human check's solution, in the spec's field name `gRecaptchaResponse`. */
export const humanCheckField = (max: number) =>
  z.string({ error: 'required' }).min(1, 'required').max(max, 'too long')
