import { ValidationError, type Endpoint } from 'payload'
import { hasRole } from '@/access/roles'
import type { Locale } from '@/i18n/routing'
import { APPLICATION_STATUSES, HR_ROLE, type ApplicationStatus } from '@/lib/applications/desk'
import { deletionDate } from '@/lib/applications/retention'
import { decisionEnvelope } from './applicationDecision'
import { INTERVIEW_LIMITS } from '@/lib/constants'

const json = (body: unknown, status = 200) => Response.json(body, { status })

/**
 * `GET /cms-api/applications/:id/mail-preview?status=rejected`: the mail that saving the application with this
 * status would send the applicant, exactly as it would go (their language, HR's template, the deletion day
 * from today), without sending anything. `{ mail: null }` for a status that sends no mail. The invitation's
 * interview as the form holds it may ride along: `&times=<ISO>,<ISO>&minutes=60&place=…`.
 */
export const mailPreviewEndpoint: Endpoint = {
  path: '/:id/mail-preview',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, HR_ROLE)) return json({ message: 'Forbidden' }, 403)
    const id = Number(req.routeParams?.id)
    const status = req.searchParams?.get('status') as ApplicationStatus
    if (!APPLICATION_STATUSES.includes(status))
      return json({ errors: [{ field: 'status', message: 'unknown status' }] }, 400)
    const stored = Number.isInteger(id)
      ? ((await req.payload.db.findOne({
          collection: 'applications',
          req,
          where: { id: { equals: id } },
        })) as {
          id: number
          reference: string
          status: ApplicationStatus
          talentPool?: boolean | null
          receivedAt: string
          lang?: Locale
          jobId?: number | null
          jobName?: string | null
        } | null)
      : null
    if (!stored) return json({ message: 'Not found' }, 404)
    // The interview as the form holds it, not saved yet: times (ISO, comma-separated), minutes and place.
    const times = req.searchParams?.get('times')
    const form: Record<string, unknown> = {}
    if (times !== null && times !== undefined) {
      const starts = times ? times.split(',') : []
      if (starts.length > INTERVIEW_LIMITS.times || starts.some((start) => Number.isNaN(Date.parse(start))))
        return json(
          { errors: [{ field: 'times', message: 'times: up to 5 ISO dates, comma-separated' }] },
          400,
        )
      form.interviewTimes = starts.map((startsAt) => ({ startsAt }))
    }
    const minutes = Number(req.searchParams?.get('minutes'))
    if (Number.isInteger(minutes) && minutes >= 15 && minutes <= 480) form.interviewMinutes = minutes
    const place = req.searchParams?.get('place')
    if (typeof place === 'string') form.interviewPlace = place.slice(0, 300)
    const now = new Date()
    const due = deletionDate({
      status,
      talentPool: Boolean(stored.talentPool),
      receivedAt: new Date(stored.receivedAt),
      closedAt: now,
    })
    try {
      const mail = await decisionEnvelope(req, {
        ...stored,
        ...form,
        status,
        deleteAfter: due?.toISOString() ?? null,
      })
      return json({ mail, lang: stored.lang })
    } catch (error) {
      if (error instanceof ValidationError) return json({ message: error.data.errors[0]?.message }, 403)
      throw error
    }
  },
}
