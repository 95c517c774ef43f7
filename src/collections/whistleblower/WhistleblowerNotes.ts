import { caseContext } from '@/lib/whistleblower/vault'
import { relationId } from '@/lib/relationId'
import { isReportingOffice, nobody } from '@/access/roles'
import { isSealedText, openText, sealText } from '@/lib/sealed/valueSealing'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import { OFFICE } from '@/lib/whistleblower/vault'
import { audit, auditRead } from '@/data/whistleblower/audit'
import { personName } from '@/lib/sealed/personName'
import {
  caseEntryFields,
  caseForNewEntry,
  inWhistleblowerChannel,
  sealedBodyFields,
} from './whistleblowerCase'

/**
 * A note is bound to its case and to the field `note`: moved into the conversation (which the reporter reads),
 * its ciphertext would not open there.
 */
const noteContext = (caseNumber: string) => caseContext(caseNumber, 'note')

/**
 * Internal notes of the reporting office on a case: what was checked, agreed or decided. They never reach the
 * reporter: the follow-up page reads the conversation (`whistleblower-messages`) only, and a note opens only
 * with the case key of a signed-in member, never with the key the reporter's access code gives. Sealed like
 * the report; nobody edits or deletes a note (the case file keeps what was noted), it goes when its case is
 * deleted.
 */
export const WhistleblowerNotes = inWhistleblowerChannel({
  slug: 'whistleblower-notes',
  labels: {
    singular: { de: 'Interne Notiz', en: 'Internal note' },
    plural: { de: 'Interne Notizen', en: 'Internal notes' },
  },
  admin: {
    useAsTitle: 'caseNumber',
    defaultColumns: ['createdAt', 'caseNumber', 'authorName', 'body'],
    description: {
      de: 'Notizen der Meldestelle zu ihren Fällen. Die meldende Person sieht sie nie. Neue Notizen schreiben Sie im Hinweis unter „Interne Notizen“.',
      en: 'The reporting office’s notes on its cases. The reporter never sees them. Write new notes in the report under “Internal notes”.',
    },
  },
  access: { read: isReportingOffice, create: isReportingOffice, update: nobody, delete: nobody },
  defaultSort: 'createdAt',
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { ref, key } = await caseForNewEntry(req, data, (ref) => recordKeyForMember(OFFICE, req, ref))
        data.caseNumber = ref.reference
        data.author = req.user?.id
        data.authorName = personName(req.user as never)
        data.bodySealed = sealText(key, String(data.body ?? ''), noteContext(ref.reference))
        return data
      },
    ],
    beforeRead: [
      async ({ doc, req }) => {
        // The member's key only: a key handed over for the reporter's side (req.context) opens no note.
        const key = doc.caseNumber
          ? await recordKeyForMember(OFFICE, req, { id: relationId(doc.report), reference: doc.caseNumber })
          : null
        doc.body =
          key && isSealedText(doc.bodySealed)
            ? openText(key, doc.bodySealed, noteContext(doc.caseNumber))
            : null
        return doc
      },
    ],
    afterRead: [
      async ({ doc, req }) => {
        // Reading the notes is reading the case: one 'read' entry per opening, as for the report itself.
        await auditRead(req, doc.caseNumber)
        return doc
      },
    ],
    afterChange: [
      async ({ doc, req, operation }) => {
        if (operation === 'create') await audit(req, doc.caseNumber, 'note')
      },
    ],
  },
  fields: [
    ...caseEntryFields,
    { name: 'author', type: 'relationship', relationTo: 'users', admin: { hidden: true } },
    // The name as it was then: members may leave the office or be deleted.
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
        de: 'Nur für die Meldestelle: wird verschlüsselt gespeichert und der meldenden Person nie gezeigt.',
        en: 'For the reporting office only: stored encrypted and never shown to the reporter.',
      },
    ),
  ],
})
