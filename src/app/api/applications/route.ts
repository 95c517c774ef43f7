import crypto from 'node:crypto'
import { z } from 'zod'
import { loadJob } from '@/data/jobs'
import { defaultLocale } from '@/i18n/routing'
import { storeApplication } from '@/data/applications/records'
import { ApiError, handle, json, rateLimited } from '@/lib/api'
import { fileContext, newApplicationReference } from '@/lib/applications/desk'
import { applicationFileStore } from '@/lib/applications/files'
import { receiveMultipart } from '@/lib/uploads/multipart'
import { humanCheckFirst, storeOnce } from '@/lib/forms/formRoute'
import { APPLICATION_FIELDS_MAX_BYTES, APPLICATION_FILES } from '@/lib/constants'
import { formRateLimit } from '@/lib/env'
import { applicationFormSchema } from '@/lib/forms/application'
import { RateLimiter } from '@/lib/rateLimit'
import { newRecordKey } from '@/lib/sealed/valueSealing'

export const dynamic = 'force-dynamic'

const limiter = new RateLimiter('form:application', () => formRateLimit)

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
  return fields
}

/**
 * A job application (issue 40, "Public contract"): multipart with the human check before the documents (a
 * body with its documents first is refused with nothing written), the documents cleaned of metadata (GPS,
 * camera, author; src/lib/uploads/metadata) and streamed straight into the sealed store, then checked and
 * stored whole, or not at all (every document stored so far is removed again). 201 with the reference number;
 * 400 with field messages; 408, 413, 415, 429, 507.
 */
export function POST(request: Request) {
  return handle(async () => {
    const limited = await rateLimited(limiter, request)
    if (limited) return limited
    const reference = newApplicationReference()
    const recordKey = newRecordKey()
    const store = applicationFileStore()
    const check = humanCheckFirst('application')
    const { fields, files } = await receiveMultipart(
      request,
      {
        maxFiles: APPLICATION_FILES.max,
        maxFileBytes: APPLICATION_FILES.totalBytes,
        maxFieldBytes: APPLICATION_FIELDS_MAX_BYTES,
        accept: APPLICATION_FILES.types,
        scrub: true,
      },
      {
        admit: check.admit,
        store: async (index, source) => {
          const name = `${reference}-${index}-${crypto.randomBytes(8).toString('hex')}`
          await store.put(name, source, recordKey, fileContext(reference, index))
          return name
        },
        remove: (name) => store.remove(name),
      },
    )
    try {
      const parsed = applicationFormSchema.safeParse(fields)
      const errors = parsed.success ? {} : fieldErrors(parsed.error)
      if (files.length < APPLICATION_FILES.min) errors.files ??= 'required'
      if (!parsed.success || Object.keys(errors).length) throw new ApiError(400, 'Invalid input', errors)
      const { gRecaptchaResponse: _solution, ...form } = parsed.data
      const job = form.jobId ? await loadJob(form.jobId, form.lang, false) : null
      if (form.jobId && !job) throw new ApiError(400, 'Invalid input', { jobId: 'no such job' })
      const deskJob =
        form.jobId && form.lang !== defaultLocale ? await loadJob(form.jobId, defaultLocale, false) : job
      await storeOnce(await check.challengeId(fields), (challengeId) =>
        storeApplication({
          reference,
          recordKey,
          form,
          files,
          jobName: deskJob?.name ?? null,
          applicantJobName: job?.name ?? null,
          challengeId,
        }),
      )
      return json({ ok: true, reference, files: files.map((file) => ({ name: file.originalName, removed: file.removed })) }, 201)
    } catch (error) {
      await Promise.allSettled(files.map((file) => store.remove(file.name)))
      throw error
    }
  }, 'an application')
}
