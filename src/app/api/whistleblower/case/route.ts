import { caseLoginSchema } from '@/lib/forms/whistleblowerFollowUp'
import { followUpHandler } from '@/lib/whistleblower/followUpRoute'
import { openCase } from '@/data/whistleblower/followUp'

/** The reporter opens their case with case number and access code (contract: src/lib/forms/whistleblowerFollowUp.ts). */
export const POST = followUpHandler(caseLoginSchema, 200, ({ caseNumber, accessCode }) =>
  openCase(caseNumber, accessCode),
)
