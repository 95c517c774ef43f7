import type { NextResponse } from 'next/server'
import type { z } from 'zod'
import { ApiError, handle, json, jsonBody } from '../api'
import { WHISTLEBLOWER_BODY_MAX_BYTES } from '../constants'
import type { CaseView } from '../forms/whistleblowerFollowUp'
import { attemptCase, followUpRequestLimited } from './followUpThrottle'

/** The one answer for an unknown case and a wrong code alike. */
const CASE_NOT_OPENED = 'Case number or access code is not correct'

/**
 * The frame of both follow-up endpoints: request limit, JSON body, the attempt counted against the client,
 * then `work`, which answers the case view or null (unknown case or wrong code → 403, counted against the
 * case; past its limit 429).
 */
export function followUpHandler<S extends z.ZodType<{ caseNumber: string; accessCode: string }>>(
  schema: S,
  successStatus: number,
  work: (body: z.infer<S>) => Promise<CaseView | null>,
) {
  return (request: Request): Promise<NextResponse> =>
    handle(async () => {
      const limited = await followUpRequestLimited(request)
      if (limited) return limited
      const body = await jsonBody(request, schema, WHISTLEBLOWER_BODY_MAX_BYTES)
      const attempt = await attemptCase(request, body.caseNumber)
      if ('refused' in attempt) return attempt.refused
      const view = await work(body)
      if (!view) {
        const throttled = await attempt.failed()
        if (throttled) return throttled
        throw new ApiError(403, CASE_NOT_OPENED)
      }
      await attempt.succeeded()
      return json(view, successStatus)
    })
}
