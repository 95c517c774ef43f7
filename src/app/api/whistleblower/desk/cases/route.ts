import { ApiError, handle, json, jsonBody } from '@/lib/api'
import { WHISTLEBLOWER_BODY_MAX_BYTES } from '@/lib/constants'
import { deskCaseSchema } from '@/lib/forms/deskCase'
import { officeUser, recordDeskCase } from '@/data/whistleblowerDeskCases'

/**
 * The reporting office records a case received by phone, in person, by post or by e-mail (contract:
 * src/lib/forms/deskCase.ts). Members of the office only; anyone else, admins and editors too, gets 403.
 */
export function POST(request: Request) {
  return handle(async () => {
    const member = await officeUser(request.headers)
    if (!member) throw new ApiError(403, 'Only members of the reporting office record cases')
    const input = await jsonBody(request, deskCaseSchema(new Date()), WHISTLEBLOWER_BODY_MAX_BYTES)
    return json(await recordDeskCase(member, input), 201)
  })
}
