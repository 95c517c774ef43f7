import { APPLICATIONS_DESK } from '@/lib/applications/desk'
import { deskKeysCollection } from '../sealed/deskCollections'

/** The wrapped keys of the applications: one row per application and holder. */
export const ApplicationKeys = deskKeysCollection(APPLICATIONS_DESK, {
  singular: { de: 'Bewerbungsschlüssel', en: 'Application key' },
  plural: { de: 'Bewerbungsschlüssel', en: 'Application keys' },
})
