import { z } from 'zod'
import type { ReceivedFile } from '../uploads/multipart'
import { idSchema, langSchema } from '../api'
import { absentIfEmpty, humanCheckField, line, optionalLine, PHONE, requiredLine } from './fields'

export const APPLICATION_LIMITS = {
  name: 200,
  email: 254,
  phone: 50,
  start: 100,
  salary: 100,
  message: 10_000,
  humanCheck: 8_000,
  fileName: 200,
} as const

/** A checkbox sent as form data: `true`, `on` or `1` is yes, missing or anything else is no. */
const checkbox = z.preprocess((value) => value === 'true' || value === 'on' || value === '1', z.boolean())

/**
 * The text fields of an application (`POST /api/applications`, multipart): name, e-mail and a message required,
 * consent to the processing required, the rest optional. `jobId` absent means a speculative application.
 */
export const applicationFormSchema = z.object({
  jobId: z.preprocess(absentIfEmpty, idSchema.optional()),
  name: requiredLine(APPLICATION_LIMITS.name),
  email: line(APPLICATION_LIMITS.email).min(1, 'required').pipe(z.email('must be an e-mail address')),
  phone: z.preprocess(
    absentIfEmpty,
    line(APPLICATION_LIMITS.phone).regex(PHONE, 'must be a phone number').optional(),
  ),
  start: optionalLine(APPLICATION_LIMITS.start),
  salary: optionalLine(APPLICATION_LIMITS.salary),
  message: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(APPLICATION_LIMITS.message, `at most ${APPLICATION_LIMITS.message} characters`),
  consent: checkbox.refine((given) => given, 'required'),
  talentPool: checkbox,
  lang: z.preprocess(absentIfEmpty, langSchema),
  gRecaptchaResponse: humanCheckField(APPLICATION_LIMITS.humanCheck),
})

export type ApplicationForm = Omit<z.infer<typeof applicationFormSchema>, 'gRecaptchaResponse'>

/** What is wrong with an application's documents as far as the CV goes: none sent, or more than one. */
export function cvProblem(files: Pick<ReceivedFile, 'field'>[]): string | null {
  const cvs = files.filter((file) => file.field === 'cv').length
  if (cvs === 0) return 'required'
  return cvs > 1 ? 'only one CV' : null
}
