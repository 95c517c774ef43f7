import { WHISTLEBLOWER_BODY_MAX_BYTES } from '@/lib/constants'
import { handle, json, rateLimited } from '@/lib/api'
import { formRateLimit } from '@/lib/env'
import { formHandler, humanCheckFirst, storeOnce } from '@/lib/forms/formRoute'
import { whistleblowerPayloadSchema } from '@/lib/forms/whistleblower'
import { RateLimiter } from '@/lib/rateLimit'
import { receiveNewCase, sendsFiles } from '@/lib/whistleblower/caseUploads'
import { storeWhistleblowerReport } from '@/data/whistleblower/reports'

export const dynamic = 'force-dynamic'

/**
 * The whistleblower report (spec §7): stored encrypted, answered 201 with the case number and the access code
 * for the anonymous follow-up (shown to the reporter once, kept nowhere).
 */
const jsonReport = formHandler({
  form: 'whistleblower',
  schema: whistleblowerPayloadSchema,
  maxBytes: WHISTLEBLOWER_BODY_MAX_BYTES,
  store: (fields, challengeId) => storeWhistleblowerReport(fields, challengeId),
})

// The same bucket as the JSON form's: one limit per client, however the report is sent.
const limiter = new RateLimiter('form:whistleblower', () => formRateLimit)

/**
 * The report with files (issue 41): multipart/form-data, the fields with the human check first, then up to 10
 * `files`, each sealed with the new case's key as it arrives (metadata taken out first) once the check is
 * verified; then the report is stored whole with them, or not at all (every file stored so far is removed
 * again). 201 also says, per file, what metadata was removed.
 */
function reportWithFiles(request: Request) {
  return handle(async () => {
    const limited = await rateLimited(limiter, request)
    if (limited) return limited
    const check = humanCheckFirst('whistleblower')
    const stored = await receiveNewCase(
      request,
      whistleblowerPayloadSchema,
      async ({ gRecaptchaResponse: _solution, ...form }, attached, fields) =>
        storeOnce(await check.challengeId(fields), (challengeId) =>
          storeWhistleblowerReport(form, challengeId, new Date(), attached),
        ),
      check.admit,
    )
    return json({ ok: true, ...stored }, 201)
  }, 'a whistleblower report')
}

export function POST(request: Request) {
  return sendsFiles(request) ? reportWithFiles(request) : jsonReport(request)
}
