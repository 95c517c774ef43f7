import type { CollectionConfig, RelationshipField } from 'payload'
import { APPLICATIONS_DESK } from '@/lib/applications/desk'
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
