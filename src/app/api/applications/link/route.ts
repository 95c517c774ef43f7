import { applicantLinkAction } from '@/data/applications/applicantLink'
import { ApiError, handle, json, jsonBody, rateLimited } from '@/lib/api'
import { applicantLinkSchema } from '@/lib/applications/applicantLink'
import { APPLICANT_LINK_RATE_LIMIT } from '@/lib/constants'
import { RateLimiter } from '@/lib/rateLimit'

export const dynamic = 'force-dynamic'

const limiter = new RateLimiter('application-link', () => APPLICANT_LINK_RATE_LIMIT)

/**
 * The applicant's private link (no account): `{ action: 'view' | 'withdraw', token }` or
 * `{ action: 'consent', token, given }` or `{ action: 'interview', token, at }` (one of the proposed times). 200 with the view (status, reference, job, deletion); 400 with field
 * messages; 404 for a token no application has (the same answer whatever the token); 409 when a closed
 * application is withdrawn; 429 past APPLICANT_LINK_RATE_LIMIT.
 */
export function POST(request: Request) {
  return handle(async () => {
    const limited = await rateLimited(limiter, request)
    if (limited) return limited
    const body = await jsonBody(request, applicantLinkSchema)
    const view = await applicantLinkAction(body.token, body)
    if (!view) throw new ApiError(404, 'No application has this link')
    if (view === 'closed') throw new ApiError(409, 'The application is already closed, or no interview is proposed')
    if (view === 'unknown-time') throw new ApiError(400, 'Invalid request', { at: 'not one of the proposed times' })
    return json(view)
  }, 'an applicant link')
}
