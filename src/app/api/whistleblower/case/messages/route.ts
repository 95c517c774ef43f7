import { caseMessageSchema } from '@/lib/forms/whistleblowerFollowUp'
import { sendsFiles } from '@/lib/forms/formRoute'
import { followUpHandler, followUpUploadHandler } from '@/lib/whistleblower/followUpRoute'
import { addReporterMessage, addReporterMessageTo, findReporterCase } from '@/data/whistleblower/followUp'

export const dynamic = 'force-dynamic'

/** The reporter adds information to their case, without giving a name (JSON, or multipart with files). */
const withoutFiles = followUpHandler(caseMessageSchema, 201, ({ caseNumber, accessCode, message }) =>
  addReporterMessage(caseNumber, accessCode, message),
)

const withFiles = followUpUploadHandler(
  ({ caseNumber, accessCode }) => findReporterCase(caseNumber, accessCode),
  (found, message, files) => addReporterMessageTo(found, message, files),
)

export function POST(request: Request) {
  return sendsFiles(request) ? withFiles(request) : withoutFiles(request)
}
