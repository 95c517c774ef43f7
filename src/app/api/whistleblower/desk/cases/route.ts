import { ApiError, handle, json, jsonBody } from '@/lib/api'
import { WHISTLEBLOWER_BODY_MAX_BYTES } from '@/lib/constants'
import { deskCaseSchema } from '@/lib/forms/deskCase'
import { sendsFiles } from '@/lib/forms/formRoute'
import { receiveNewCase } from '@/lib/whistleblower/caseUploads'
import { officeUser, recordDeskCase } from '@/data/whistleblower/deskCases'

/**
 * The reporting office records a case received by phone, in person, by post or by e-mail (contract:
 * src/lib/forms/deskCase.ts): JSON, or multipart/form-data with up to 10 `files` after the fields, received,
 * cleaned of metadata and sealed exactly as a web report's files. Members of the office only; anyone else,
 * admins and editors too, gets 403 before a byte of a file is read.
 */
export function POST(request: Request) {
  return handle(async () => {
    const member = await officeUser(request.headers)
    if (!member) throw new ApiError(403, 'Only members of the reporting office record cases')
    if (sendsFiles(request)) {
      const recorded = await receiveNewCase(request, deskCaseSchema(new Date()), (input, attached) =>
        recordDeskCase(member, input, attached),
      )
      return json(recorded, 201)
    }
    const input = await jsonBody(request, deskCaseSchema(new Date()), WHISTLEBLOWER_BODY_MAX_BYTES)
    return json(await recordDeskCase(member, input), 201)
  })
}
