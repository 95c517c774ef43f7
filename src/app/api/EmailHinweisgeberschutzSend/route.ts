import { WHISTLEBLOWER_BODY_MAX_BYTES } from '@/lib/constants'
import { formHandler } from '@/lib/forms/formRoute'
import { whistleblowerPayloadSchema } from '@/lib/forms/whistleblower'
import { storeWhistleblowerReport } from '@/data/whistleblowerReports'

/**
 * The whistleblower report (spec §7): stored encrypted, answered 201 with the case number and the access code
 * for the anonymous follow-up (shown to the reporter once, kept nowhere).
 */
export const POST = formHandler({
  form: 'whistleblower',
  schema: whistleblowerPayloadSchema,
  maxBytes: WHISTLEBLOWER_BODY_MAX_BYTES,
  store: (fields, challengeId) => storeWhistleblowerReport(fields, challengeId),
})
