import { WHISTLEBLOWER_BODY_MAX_BYTES } from '@/lib/constants'
import { formRoute } from '@/lib/forms/formRoute'
import { whistleblowerPayloadSchema } from '@/lib/forms/whistleblower'
import { newRecordKey } from '@/lib/sealed/valueSealing'
import { receiveCaseUpload, sentFiles } from '@/lib/whistleblower/caseUploads'
import { storeWhistleblowerReport } from '@/data/whistleblower/reports'

export const dynamic = 'force-dynamic'

/**
 * The whistleblower report (spec §7): stored encrypted, answered 201 with the case number and the access code
 * for the anonymous follow-up (shown to the reporter once, kept nowhere). With files (issue 41): multipart,
 * the fields with the human check first, then up to 10 `files`, each sealed with the new case's key as it
 * arrives (metadata taken out first); the report is stored whole with them, or not at all. 201 then also says,
 * per file, what metadata was removed.
 */
export const POST = formRoute({
  form: 'whistleblower',
  json: {
    schema: whistleblowerPayloadSchema,
    maxBytes: WHISTLEBLOWER_BODY_MAX_BYTES,
    store: (fields, challengeId) => storeWhistleblowerReport(fields, challengeId),
  },
  files: {
    schema: whistleblowerPayloadSchema,
    prepare: () => newRecordKey(),
    receive: (request, caseKey, admit) => receiveCaseUpload(request, async () => caseKey, admit),
    store: async (fields, { prepared: caseKey, files, challengeId }) => ({
      ...(await storeWhistleblowerReport(fields, challengeId, new Date(), { caseKey, files })),
      files: sentFiles(files),
    }),
  },
})
