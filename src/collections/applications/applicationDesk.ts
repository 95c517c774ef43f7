import type { CollectionBeforeReadHook, CollectionConfig, PayloadRequest, RelationshipField } from 'payload'
import { recordKeyForMember } from '@/data/sealed/deskVault'
import { APPLICATIONS_DESK, sealContext } from '@/lib/applications/desk'
import { relationId } from '@/lib/relationId'
import { isSealedText, openText } from '@/lib/sealed/valueSealing'
import { inDesk } from '../sealed/deskCollections'

/** Why an HR member's change needs an application their session cannot open. */
export const APPLICATION_NOT_OPEN = {
  de: 'Diese Bewerbung ist für Sie nicht geöffnet: Melden Sie sich ab und wieder an, oder lassen Sie sich von einem Mitglied der Personalabteilung Zugang gewähren.',
  en: 'This application is not open for you: sign out and in again, or ask an HR member to grant you access.',
}

/** A collection of HR's desk (see inDesk): HR's navigation group, hidden from everyone else. */
export const inApplicationsDesk = (config: CollectionConfig): CollectionConfig =>
  inDesk(APPLICATIONS_DESK, config)

/** The application a document or note belongs to. */
export const applicationField: RelationshipField = {
  name: 'application',
  label: { de: 'Bewerbung', en: 'Application' },
  type: 'relationship',
  relationTo: 'applications',
  required: true,
  index: true,
}

/**
 * The read hook of an entry on an application (a note, a review): its `body` opened with the application's key
 * when the reader's key opens that application, otherwise none. `purpose` is the one it was sealed for.
 */
export const openEntryBody =
  (purpose: string): CollectionBeforeReadHook =>
  async ({ doc, req }) => {
    const key = doc.reference
      ? await recordKeyForMember(APPLICATIONS_DESK, req, {
          id: relationId(doc.application),
          reference: doc.reference,
        })
      : null
    doc.body =
      key && isSealedText(doc.bodySealed)
        ? openText(key, doc.bodySealed, sealContext(doc.reference, purpose))
        : null
    return doc
  }

/**
 * The application a new entry (a note, a review) is written on, with its key, when the writer's key opens it;
 * none when it does not exist or is not open to them.
 */
export async function applicationForEntry(
  req: PayloadRequest,
  value: unknown,
): Promise<{ application: { id: number; reference: string }; key: Buffer } | null> {
  const id = relationId(value as never)
  if (!Number.isInteger(id)) return null
  const application = (await req.payload.db.findOne({
    collection: 'applications',
    req,
    where: { id: { equals: id } },
  })) as { id: number; reference: string } | null
  if (!application) return null
  const key = await recordKeyForMember(APPLICATIONS_DESK, req, { id, reference: application.reference })
  return key ? { application, key } : null
}
