import { ValidationError, type CollectionBeforeChangeHook, type Endpoint } from 'payload'
import { hasRole } from '@/access/roles'
import { APPLICATIONS_DESK, HR_ROLE } from '@/lib/applications/desk'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import { changeTalentPoolConsent } from '@/data/applications/consent'
import { inRequestTransaction } from '@/data/requestTransaction'
import { APPLICATION_NOT_OPEN } from './applicationDesk'
import { say } from '../staffLanguage'

const REASON_MAX = 500

const TEXTS = {
  notYours: {
    de: 'Die Einwilligung in den Talentpool gibt und widerruft nur die Person selbst, über den Link in ihrer Eingangsbestätigung. Hat sie sie Ihnen schriftlich gegeben oder widerrufen, erfassen Sie das mit „Schriftliche Erklärung erfassen“ und einem Grund.',
    en: 'Only the applicants themselves give or withdraw their talent-pool consent, through the link in their acknowledgement. If they gave or withdrew it to you in writing, record that with “Record a written statement” and a reason.',
  },
  reason: {
    de: `Bitte nennen Sie, wann und wie die Person es schriftlich erklärt hat (höchstens ${REASON_MAX} Zeichen).`,
    en: `Please say when and how the applicant declared it in writing (${REASON_MAX} characters at most).`,
  },
  given: {
    de: 'Bitte wählen Sie: Einwilligung erteilt oder widerrufen.',
    en: 'Please choose: consent given or withdrawn.',
  },
  unchanged: {
    de: 'Die Einwilligung steht bereits so; nichts wurde geändert.',
    en: 'The consent already stands so; nothing was changed.',
  },
}

/**
 * Consent to the talent pool is the applicant's (issue 56): a change of `talentPool` through the admin or the
 * API is refused with 400 and says how it is done instead. Only changeTalentPoolConsent (the applicant's link,
 * HR's record of a written statement) passes `context.consentBy`.
 */
export const consentOnlyByItsOwner: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  context,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || data.talentPool === undefined || context.consentBy)
    return data
  if (Boolean(data.talentPool) === Boolean(originalDoc.talentPool)) return data
  throw new ValidationError({ errors: [{ path: 'talentPool', message: say(req, TEXTS.notYours) }] })
}

const json = (body: unknown, status = 200) => Response.json(body, { status })
const refuse = (field: string, message: string) => json({ errors: [{ field, message }] }, 400)

/**
 * `POST /cms-api/applications/:id/talent-pool` `{ "given": true|false, "reason": "…" }`: an HR member who holds
 * the application records a consent the applicant gave or withdrew in writing, with the reason in HR's log.
 */
export const recordWrittenConsentEndpoint: Endpoint = {
  path: '/:id/talent-pool',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, HR_ROLE)) return json({ message: 'Forbidden' }, 403)
    const id = Number(req.routeParams?.id)
    const application = Number.isInteger(id)
      ? ((await req.payload.db.findOne({
          collection: 'applications',
          req,
          where: { id: { equals: id } },
        })) as {
          reference: string
        } | null)
      : null
    if (!application) return json({ message: 'Not found' }, 404)
    if (!(await recordKeyForMember(APPLICATIONS_DESK, req, { id, reference: application.reference })))
      return json({ message: say(req, APPLICATION_NOT_OPEN) }, 403)
    const body = (await req.json?.().catch(() => null)) as { given?: unknown; reason?: unknown } | null
    if (typeof body?.given !== 'boolean') return refuse('given', say(req, TEXTS.given))
    const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
    if (!reason || reason.length > REASON_MAX) return refuse('reason', say(req, TEXTS.reason))
    const given = body.given
    const changed = await inRequestTransaction(req, () =>
      changeTalentPoolConsent(req, id, given, { by: 'hr', reason }),
    )
    return changed ? json({ ok: true, talentPool: given }) : refuse('given', say(req, TEXTS.unchanged))
  },
}
