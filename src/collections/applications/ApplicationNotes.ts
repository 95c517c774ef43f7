import { ValidationError } from 'payload'
import { isHR, nobody } from '@/access/roles'
import { sealContext } from '@/lib/applications/desk'
import { APPLICATION_LIMITS } from '@/lib/forms/application'
import { sealText } from '@/lib/sealed/valueSealing'
import { personName } from '@/lib/sealed/personName'
import {
  APPLICATION_NOT_OPEN,
  applicationField,
  inApplicationsDesk,
  openEntryBody,
  applicationForEntry,
} from './applicationDesk'
import { relationId } from '@/lib/relationId'
import { sealedBodyFields } from '../sealedBody'
import { say } from '../staffLanguage'

const EMPTY_NOTE = { de: 'Bitte schreiben Sie eine Notiz.', en: 'Please write a note.' }

/**
 * HR's internal notes on an application (what was agreed after the interview, why it was declined): sealed with
 * the application's key like what the applicant wrote, readable only by HR members who hold it. Nobody edits
 * or deletes a note; it goes when its application is deleted.
 */
export const ApplicationNotes = inApplicationsDesk({
  slug: 'application-notes',
  labels: {
    singular: { de: 'Interne Notiz', en: 'Internal note' },
    plural: { de: 'Interne Notizen zu Bewerbungen', en: 'Internal notes on applications' },
  },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['createdAt', 'reference', 'authorName', 'body'],
    description: {
      de: 'Notizen der Personalabteilung, verschlüsselt wie die Bewerbung. Neue Notizen schreiben Sie in der Bewerbung unter „Interne Notizen“.',
      en: 'HR’s notes, encrypted like the application. Write new notes in the application under “Internal notes”.',
    },
  },
  access: { read: isHR, create: isHR, update: nobody, delete: nobody },
  defaultSort: 'createdAt',
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        // A virtual field's `required` is not checked by Payload: an empty note would be sealed and kept.
        if (typeof data.body !== 'string' || !data.body.trim())
          throw new ValidationError({ errors: [{ path: 'body', message: say(req, EMPTY_NOTE) }] })
        const opened = await applicationForEntry(req, data.application)
        if (!opened)
          throw new ValidationError({ errors: [{ path: 'body', message: say(req, APPLICATION_NOT_OPEN) }] })
        const { application, key } = opened
        data.reference = application.reference
        data.author = req.user?.id
        data.authorName = personName(req.user as never)
        data.bodySealed = sealText(key, String(data.body ?? ''), sealContext(application.reference, 'note'))
        return data
      },
    ],
    // A note is work on the application: it resets the reminder of untouched applications.
    afterChange: [
      async ({ doc, operation, req }) => {
        if (operation !== 'create') return
        await req.payload.db.updateOne({
          collection: 'applications',
          id: relationId(doc.application),
          req,
          data: { touchedAt: new Date().toISOString(), remindedAt: null },
        })
      },
    ],
    beforeRead: [openEntryBody('note')],
  },
  fields: [
    { ...applicationField, admin: { readOnly: true } },
    {
      name: 'reference',
      label: { de: 'Referenznummer', en: 'Reference number' },
      type: 'text',
      index: true,
      admin: { readOnly: true },
      access: { create: nobody, update: nobody },
    },
    { name: 'author', type: 'relationship', relationTo: 'users', admin: { hidden: true } },
    // The name as it was then: people leave HR, accounts are deleted.
    {
      name: 'authorName',
      label: { de: 'Von', en: 'By' },
      type: 'text',
      admin: { readOnly: true },
      access: { create: nobody, update: nobody },
    },
    ...sealedBodyFields(
      { de: 'Notiz', en: 'Note' },
      {
        de: 'Nur für die Personalabteilung: wird verschlüsselt gespeichert und der Person nie gezeigt.',
        en: 'For HR only: stored encrypted and never shown to the applicant.',
      },
      APPLICATION_LIMITS.message,
    ),
  ],
})
