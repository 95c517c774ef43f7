import crypto from 'node:crypto'
import { loadJob } from '@/data/jobs'
import { defaultLocale } from '@/i18n/routing'
import { storeApplication } from '@/data/applications/records'
import { ApiError } from '@/lib/api'
import { fileContext, newApplicationReference } from '@/lib/applications/desk'
import { applicationFileStore } from '@/lib/applications/files'
import { receiveMultipart } from '@/lib/uploads/multipart'
import { formRoute } from '@/lib/forms/formRoute'
import { APPLICATION_FIELDS_MAX_BYTES, APPLICATION_FILES } from '@/lib/constants'
import { applicationFormSchema, cvProblem } from '@/lib/forms/application'
import { newRecordKey } from '@/lib/sealed/valueSealing'

export const dynamic = 'force-dynamic'

/**
 * A job application (issue 40, "Public contract"): multipart with the human check before the documents (a
 * body with its documents first is refused with nothing written); the CV in the part `cv`, further documents
 * (letter, certificates, photo) in `files`; the documents cleaned of metadata (GPS, camera, author;
 * src/lib/uploads/metadata) and streamed straight into the sealed store, then checked and stored whole, or not
 * at all (every document stored so far is removed again). 201 with the reference number; 400 with field
 * messages (`cv: 'required'` without a CV, `files: 'empty file'` for an empty one); 408, 413, 415, 429, 507.
 */
export const POST = formRoute({
  form: 'application',
  files: {
    schema: applicationFormSchema,
    prepare: () => ({
      reference: newApplicationReference(),
      recordKey: newRecordKey(),
      store: applicationFileStore(),
    }),
    receive: async (request, { reference, recordKey, store }, admit) => {
      const received = await receiveMultipart(
        request,
        {
          maxFiles: APPLICATION_FILES.max,
          maxFileBytes: APPLICATION_FILES.totalBytes,
          maxFieldBytes: APPLICATION_FIELDS_MAX_BYTES,
          accept: APPLICATION_FILES.types,
          fileFields: APPLICATION_FILES.fields,
          scrub: true,
        },
        {
          admit,
          store: async (index, source) => {
            const name = `${reference}-${index}-${crypto.randomBytes(8).toString('hex')}`
            await store.put(name, source, recordKey, fileContext(reference, index))
            return name
          },
          remove: (name) => store.remove(name),
        },
      )
      const discard = async () => {
        await Promise.allSettled(received.files.map((file) => store.remove(file.name)))
      }
      return { ...received, discard }
    },
    check: (files): Record<string, string> => {
      const problem = cvProblem(files)
      return problem ? { cv: problem } : {}
    },
    store: async (form, { prepared: { reference, recordKey }, files, challengeId }) => {
      const job = form.jobId ? await loadJob(form.jobId, form.lang, false) : null
      if (form.jobId && !job) throw new ApiError(400, 'Invalid input', { jobId: 'no such job' })
      const deskJob =
        form.jobId && form.lang !== defaultLocale ? await loadJob(form.jobId, defaultLocale, false) : job
      await storeApplication({
        reference,
        recordKey,
        form,
        files,
        jobName: deskJob?.name ?? null,
        applicantJobName: job?.name ?? null,
        challengeId,
      })
      return { reference, files: files.map((file) => ({ name: file.originalName, removed: file.removed })) }
    },
  },
})
