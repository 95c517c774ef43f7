import { caseMessageSchema } from '@/lib/forms/whistleblowerFollowUp'
import { followUpHandler } from '@/lib/whistleblower/followUpRoute'
import { addReporterMessage } from '@/data/whistleblowerFollowUp'

/** The reporter adds information to their case, without giving a name. */
export const POST = followUpHandler(caseMessageSchema, 201, ({ caseNumber, accessCode, message }) =>
  addReporterMessage(caseNumber, accessCode, message),
)
