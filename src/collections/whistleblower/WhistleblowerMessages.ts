import { caseContext } from '@/lib/whistleblower/vault'
import { relationId } from '@/lib/relationId'
import type { PayloadRequest } from 'payload'
import { isReportingOffice, nobody } from '@/access/roles'
import { isSealedText, openText, sealText } from '@/lib/sealed/valueSealing'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import type { RecordRef } from '@/lib/sealed/deskKeys'
import { OFFICE } from '@/lib/whistleblower/vault'
import { audit } from '@/data/whistleblower/audit'
import { noteFirstFeedback } from '@/data/whistleblower/firstFeedback'
import {
  caseEntryFields,
  caseForNewEntry,
  inWhistleblowerChannel,
  sealedBodyFields,
} from './whistleblowerCase'
import { MESSAGE_AUTHOR_LABELS } from '@/lib/whistleblower/caseLabels'

/** Each message is sealed with its own key derived from the case key; the context binds case and field. */
const conversation = (caseNumber: string) => caseContext(caseNumber, 'conversation')

/**
 * The case key: handed over by the reporter's side (src/data, opened with the access code) in the request's
 * context, or the signed-in member's.
 */
async function caseKey(req: PayloadRequest, ref: RecordRef): Promise<Buffer | null> {
  const given = req.context.caseKey
  if (Buffer.isBuffer(given) && req.context.caseReportId === ref.id) return given
  return recordKeyForMember(OFFICE, req, ref)
}

/**
 * The conversation of a whistleblower case after the report: replies of the reporting office (written in the
 * admin, from the report's “Nachrichten” list) and additions of the reporter (from the anonymous follow-up
 * page). The text is stored only sealed with the case's key, like the report; only the reporting office reads it, and every
 * read goes to the access log. Nobody edits a message once sent.
 */
export const WhistleblowerMessages = inWhistleblowerChannel({
  slug: 'whistleblower-messages',
  labels: {
    singular: { de: 'Nachricht zum Hinweis', en: 'Case message' },
    plural: { de: 'Nachrichten zu Hinweisen', en: 'Case messages' },
  },
  admin: {
    useAsTitle: 'caseNumber',
    defaultColumns: ['createdAt', 'caseNumber', 'author', 'body'],
    description: {
      de: 'Antworten an die meldende Person schreiben Sie im Hinweis unter „Nachrichten“. Die meldende Person liest sie mit Fallnummer und Zugangscode auf der Website.',
      en: 'Write replies to the reporter in the report under “Messages”. The reporter reads them on the website with case number and access code.',
    },
  },
  access: { read: isReportingOffice, create: isReportingOffice, update: nobody, delete: isReportingOffice },
  defaultSort: 'createdAt',
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { ref, key } = await caseForNewEntry(req, data, (ref) => caseKey(req, ref))
        data.caseNumber = ref.reference
        // Written by a signed-in user: the reporting office. Without one: the follow-up page (src/data).
        if (req.user) data.author = 'office'
        data.bodySealed = sealText(key, String(data.body ?? ''), conversation(ref.reference))
        return data
      },
    ],
    beforeRead: [
      async ({ doc, req }) => {
        const key = doc.caseNumber
          ? await caseKey(req, { id: relationId(doc.report), reference: doc.caseNumber })
          : null
        doc.body =
          key && isSealedText(doc.bodySealed)
            ? openText(key, doc.bodySealed, conversation(doc.caseNumber))
            : null
        return doc
      },
    ],
    afterRead: [
      async ({ doc, req }) => {
        // The case file (src/data/whistleblower/caseFile.ts) logs its own reading of the whole case, once.
        if (req.context.caseFile !== doc.caseNumber) await audit(req, doc.caseNumber, 'read-message')
        return doc
      },
    ],
    afterChange: [
      async ({ doc, req, operation }) => {
        if (operation !== 'create') return
        await audit(req, doc.caseNumber, 'reply')
        if (doc.author === 'office') await noteFirstFeedback(req, relationId(doc.report), doc.createdAt)
      },
    ],
  },
  fields: [
    ...caseEntryFields,
    {
      name: 'author',
      label: { de: 'Von', en: 'From' },
      type: 'select',
      required: true,
      defaultValue: 'office',
      options: Object.entries(MESSAGE_AUTHOR_LABELS).map(([value, label]) => ({ value, label })),
      admin: { readOnly: true },
      access: { create: nobody, update: nobody },
    },
    ...sealedBodyFields(
      { de: 'Nachricht', en: 'Message' },
      {
        de: 'Wird verschlüsselt gespeichert und ist für die meldende Person auf der Website sichtbar.',
        en: 'Stored encrypted and shown to the reporter on the website.',
      },
    ),
  ],
})
