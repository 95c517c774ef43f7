import { z } from 'zod'

/** The five topics of spec §3, as stable keys; their labels live in the messages. */
export const CONTACT_TOPICS = ['appointment', 'offer', 'support', 'other', 'callback'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  tel: 50,
  firmName: 200,
  subject: 200,
  message: 10_000,
  humanCheck: 8_000,
} as const

/** No line breaks: these fields can end up in mail headers (Reply-To, Subject). */
const NO_LINE_BREAKS = /^[^\r\n\u2028\u2029]*$/
const PHONE = /^\+?[0-9][0-9 ()\/.-]*$/

const line = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `at most ${max} characters`)
    .regex(NO_LINE_BREAKS, 'must be a single line')

const requiredLine = (max: number) => line(max).min(1, 'required')

/** An optional single-line field: missing, null and '' all mean "not given". */
const optionalLine = (max: number) =>
  z.preprocess((value) => (value === null || value === '' ? undefined : value), line(max).optional())

/**
 * The contact form (spec §3 payload, §5 rules, issue bounds): name, e-mail and phone required, the rest
 * optional. Shared by the form and the endpoint; unknown fields are dropped.
 */
export const contactFormSchema = z.object({
  name: requiredLine(CONTACT_LIMITS.name),
  email: requiredLine(CONTACT_LIMITS.email).pipe(z.email('must be an e-mail address')),
  tel: requiredLine(CONTACT_LIMITS.tel).regex(PHONE, 'must be a phone number'),
  firm_name: optionalLine(CONTACT_LIMITS.firmName),
  subject: optionalLine(CONTACT_LIMITS.subject),
  topic: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.enum(CONTACT_TOPICS, 'must be one of the five topics').optional(),
  ),
  message: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .string({ error: 'must be text' })
      .max(CONTACT_LIMITS.message, `at most ${CONTACT_LIMITS.message} characters`)
      .optional(),
  ),
})

/** What POST /api/EmailSend accepts: the form plus the human check's solution (spec's field name). */
export const contactPayloadSchema = contactFormSchema.extend({
  gRecaptchaResponse: z
    .string({ error: 'required' })
    .min(1, 'required')
    .max(CONTACT_LIMITS.humanCheck, 'too long'),
})

export type ContactForm = z.infer<typeof contactFormSchema>
export type ContactPayload = z.infer<typeof contactPayloadSchema>
