import { caseLoginSchema } from '@/lib/forms/whistleblowerFollowUp'
import { followUpHandler } from '@/lib/whistleblower/followUpRoute'
import { confirmMinutes } from '@/data/whistleblower/followUp'

/** The reporter confirms the minutes the office wrote of their call, meeting, letter or e-mail. */
export const POST = followUpHandler(caseLoginSchema, 200, ({ caseNumber, accessCode }) =>
  confirmMinutes(caseNumber, accessCode),
)
