import { FORM_BODY_MAX_BYTES } from '@/lib/constants'
import { langParam } from '@/lib/api'
import { contactPayloadSchema } from '@/lib/forms/contact'
import { formRoute } from '@/lib/forms/formRoute'
import { storeContactSubmission } from '@/data/contactSubmissions'
import { deliverSoon } from '@/jobs/mailDelivery'

/**
 * The contact form (spec §7): stored with its delivery job, then answered 201 — before any mail is tried.
 * `?lang=en` records the page's language.
 */
export const POST = formRoute({
  form: 'contact',
  json: {
    schema: contactPayloadSchema,
    maxBytes: FORM_BODY_MAX_BYTES,
    store: async (fields, challengeId, request) => {
      const id = await storeContactSubmission(fields, langParam(request), challengeId)
      // Starts a delivery pass without waiting for it: the answer never waits for mail.
      deliverSoon()
      return { id }
    },
  },
})
