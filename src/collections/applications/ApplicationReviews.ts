import { Forbidden, ValidationError, type Access } from 'payload'
import { hasRole, isHiringManager, nobody } from '@/access/roles'
import { APPLICATIONS_DESK, HR_ROLE, sealContext } from '@/lib/applications/desk'
import { APPLICATION_LIMITS } from '@/lib/forms/application'
import { auditApplications } from '@/data/applications/audit'
import { sealText } from '@/lib/sealed/valueSealing'
import { personName } from '@/lib/sealed/personName'
import { applicationField, inApplicationsDesk, openEntryBody, applicationForEntry } from './applicationDesk'
import { sealedBodyFields } from '../sealedBody'
import { say } from '../staffLanguage'

const HIRING_MANAGER = APPLICATIONS_DESK.readers.role

const TEXTS = {
  rating: { de: 'Bitte wählen Sie eine Bewertung von 1 bis 5.', en: 'Please choose a rating from 1 to 5.' },
  comment: { de: 'Bitte schreiben Sie einen Kommentar.', en: 'Please write a comment.' },
}

/** HR reads every review; a hiring manager only their own. */
const readReviews: Access = ({ req }) => {
  if (hasRole(req.user, HR_ROLE)) return true
  if (hasRole(req.user, HIRING_MANAGER) && req.user) return { author: { equals: req.user.id } }
  return false
}

/**
 * A hiring manager's review of an application HR shared with them: a rating from 1 to 5 and a comment, the
 * comment sealed with the application's key like everything on HR's desk (so HR and the hiring managers it is
 * shared with read it; nobody else). Written only by a hiring manager whose key opens the application (403
 * otherwise); nobody edits or deletes one, and it goes with its application.
 */
export const ApplicationReviews = inApplicationsDesk({
  slug: 'application-reviews',
  labels: {
    singular: { de: 'Bewertung des Fachbereichs', en: 'Hiring manager’s review' },
    plural: { de: 'Bewertungen des Fachbereichs', en: 'Hiring managers’ reviews' },
  },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['createdAt', 'reference', 'authorName', 'rating', 'body'],
    hidden: ({ user }) => !hasRole(user as never, HR_ROLE, HIRING_MANAGER),
    description: {
      de: 'Bewertungen der Bewerbungen, die die Personalabteilung mit dem Fachbereich geteilt hat; verschlüsselt wie die Bewerbung.',
      en: 'Reviews of the applications HR shared with hiring managers; encrypted like the application.',
    },
  },
  access: {
    read: readReviews,
    create: (args) => Boolean(isHiringManager(args)),
    update: nobody,
    delete: nobody,
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const opened = await applicationForEntry(req, data.application)
        // Not shared with this person (or not there): the same refusal as any other application of the desk.
        if (!opened) throw new Forbidden(req.t)
        const { application, key } = opened
        const rating = Number(data.rating)
        const errors = []
        if (!Number.isInteger(rating) || rating < 1 || rating > 5)
          errors.push({ path: 'rating', message: say(req, TEXTS.rating) })
        if (typeof data.body !== 'string' || !data.body.trim())
          errors.push({ path: 'body', message: say(req, TEXTS.comment) })
        if (errors.length) throw new ValidationError({ errors })
        data.reference = application.reference
        data.author = req.user?.id
        data.authorName = personName(req.user as never)
        data.bodySealed = sealText(key, String(data.body), sealContext(application.reference, 'review'))
        return data
      },
    ],
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation !== 'create') return
        await auditApplications(req, 'review-added', { reference: doc.reference, detail: `${doc.rating}/5` })
      },
    ],
    beforeRead: [openEntryBody('review')],
  },
  fields: [
    { ...applicationField, admin: { readOnly: false } },
    {
      name: 'reference',
      label: { de: 'Referenznummer', en: 'Reference number' },
      type: 'text',
      index: true,
      admin: { readOnly: true },
      access: { create: nobody, update: nobody },
    },
    {
      name: 'author',
      type: 'number',
      index: true,
      admin: { hidden: true },
      access: { create: nobody, update: nobody },
    },
    {
      name: 'authorName',
      label: { de: 'Von', en: 'By' },
      type: 'text',
      admin: { readOnly: true },
      access: { create: nobody, update: nobody },
    },
    {
      name: 'rating',
      label: { de: 'Bewertung (1–5)', en: 'Rating (1–5)' },
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      admin: { step: 1 },
    },
    ...sealedBodyFields(
      { de: 'Kommentar', en: 'Comment' },
      {
        de: 'Liest die Personalabteilung; verschlüsselt gespeichert, der Person nie gezeigt.',
        en: 'Read by HR; stored encrypted, never shown to the applicant.',
      },
      APPLICATION_LIMITS.message,
    ),
  ],
})
