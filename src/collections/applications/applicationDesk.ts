import type { CollectionConfig, RelationshipField } from 'payload'
import { hiddenButForHR } from '@/access/roles'

/** Why an HR member's change needs an application their session cannot open. */
export const APPLICATION_NOT_OPEN = {
  de: 'Diese Bewerbung ist für Sie nicht geöffnet: Melden Sie sich ab und wieder an, oder lassen Sie sich von einem Mitglied der Personalabteilung Zugang gewähren.',
  en: 'This application is not open for you: sign out and in again, or ask an HR member to grant you access.',
}

/** The admin's navigation group of HR's collections. */
export const APPLICATIONS_GROUP = { de: 'Bewerbungen', en: 'Applications' }

/**
 * A collection of HR's desk: in HR's navigation group, out of everyone else's, and without edit locks (which
 * would show every editor who opened which application, when).
 */
export function inApplicationsDesk(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    lockDocuments: false,
    admin: { ...config.admin, group: APPLICATIONS_GROUP, hidden: hiddenButForHR },
  }
}

/** The application a document or note belongs to. */
export const applicationField: RelationshipField = {
  name: 'application',
  label: { de: 'Bewerbung', en: 'Application' },
  type: 'relationship',
  relationTo: 'applications',
  required: true,
  index: true,
}
