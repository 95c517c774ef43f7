import { ApiError, handle, json } from '@/lib/api'
import { HUMAN_CHECK_FORMS, newChallenge, type HumanCheckForm } from '@/lib/captcha'

export const dynamic = 'force-dynamic'

/** A fresh proof-of-work challenge for the human-check widget; `?form=` names the form (default contact). */
export function GET(request: Request) {
  return handle(async () => {
    const form = new URL(request.url).searchParams.get('form') ?? 'contact'
    if (!HUMAN_CHECK_FORMS.includes(form as HumanCheckForm)) {
      throw new ApiError(400, `Unknown form: use ${HUMAN_CHECK_FORMS.join(' or ')}`)
    }
    return json(await newChallenge(form as HumanCheckForm))
  })
}
