import type { CollectionConfig } from 'payload'
import { hiddenButForHR } from '@/access/roles'

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
