import { ApiError, handle, json, jsonBody, rateLimited, langParam } from '@/lib/api'
import { HumanCheckReused, verifyHumanCheck } from '@/lib/captcha'
import { FORM_BODY_MAX_BYTES } from '@/lib/constants'
import { formRateLimit } from '@/lib/env'
import { contactPayloadSchema } from '@/lib/forms/contact'
import { deliverSoon } from '@/jobs/mailDelivery'
import { RateLimiter } from '@/lib/rateLimit'
import { storeContactSubmission } from '@/data/contactSubmissions'

const limiter = new RateLimiter(() => formRateLimit)

/**
 * The contact form (spec §7): validated, human-checked, stored with its delivery job, then answered 201 —
 * before any mail is tried. `?lang=en` records the page's language.
 */
export function POST(request: Request) {
  return handle(async () => {
    const limited = rateLimited(limiter, request)
    if (limited) return limited
    const locale = langParam(request)
    const { gRecaptchaResponse, ...form } = await jsonBody(request, contactPayloadSchema, FORM_BODY_MAX_BYTES)
    const check = await verifyHumanCheck(gRecaptchaResponse, 'contact')
    if (!check.ok) {
      throw new ApiError(400, `Human check failed (${check.reason})`, { gRecaptchaResponse: check.reason })
    }
    let id: number
    try {
      id = await storeContactSubmission(form, locale, check.challengeId)
    } catch (error) {
      if (error instanceof HumanCheckReused) {
        throw new ApiError(400, 'Human check failed (already used)', { gRecaptchaResponse: 'already used' })
      }
      throw error
    }
    // Starts a delivery pass without waiting for it: the answer never waits for mail.
    deliverSoon()
    return json({ ok: true, id }, 201)
  })
}
