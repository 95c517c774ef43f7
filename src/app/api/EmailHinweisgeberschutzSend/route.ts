import { ApiError, handle, json, jsonBody, rateLimited } from '@/lib/api'
import { HumanCheckReused, verifyHumanCheck } from '@/lib/captcha'
import { WHISTLEBLOWER_BODY_MAX_BYTES } from '@/lib/constants'
import { formRateLimit } from '@/lib/env'
import { whistleblowerPayloadSchema } from '@/lib/forms/whistleblower'
import { RateLimiter } from '@/lib/rateLimit'
import { storeWhistleblowerReport } from '@/data/whistleblowerReports'

// Keyed on a salted hash held in memory only: the reporter's address is never stored or logged.
const limiter = new RateLimiter(() => formRateLimit)

/**
 * The whistleblower report (spec §7): validated, human-checked, stored encrypted, answered 201 with the case
 * number and the access code for the anonymous follow-up (shown to the reporter once, kept nowhere).
 */
export function POST(request: Request) {
  return handle(async () => {
    const limited = rateLimited(limiter, request)
    if (limited) return limited
    const { gRecaptchaResponse, ...form } = await jsonBody(
      request,
      whistleblowerPayloadSchema,
      WHISTLEBLOWER_BODY_MAX_BYTES,
    )
    const check = await verifyHumanCheck(gRecaptchaResponse, 'whistleblower')
    if (!check.ok) {
      throw new ApiError(400, `Human check failed (${check.reason})`, { gRecaptchaResponse: check.reason })
    }
    try {
      const { caseNumber, accessCode } = await storeWhistleblowerReport(form, check.challengeId)
      return json({ ok: true, caseNumber, accessCode }, 201)
    } catch (error) {
      if (error instanceof HumanCheckReused) {
        throw new ApiError(400, 'Human check failed (already used)', { gRecaptchaResponse: 'already used' })
      }
      throw error
    }
  })
}
