import { z } from 'zod'
import { absentIfEmpty, humanCheckField, optionalLine, PHONE, requiredLine } from './fields'

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
  topic: z.preprocess(absentIfEmpty, z.enum(CONTACT_TOPICS, 'must be one of the five topics').optional()),
  message: z.preprocess(
    absentIfEmpty,
    z
      .string({ error: 'must be text' })
      .max(CONTACT_LIMITS.message, `at most ${CONTACT_LIMITS.message} characters`)
      .optional(),
  ),
})

/** What POST /api/EmailSend accepts: the form plus the human check's solution (spec's field name). */
export const contactPayloadSchema = contactFormSchema.extend({
  gRecaptchaResponse: humanCheckField(CONTACT_LIMITS.humanCheck),
})

export type ContactForm = z.infer<typeof contactFormSchema>
export type ContactPayload = z.infer<typeof contactPayloadSchema>
