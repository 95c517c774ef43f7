import { APPLICATIONS_DESK } from '@/lib/applications/desk'
import { deskKeysCollection } from '../sealed/deskCollections'

/** The wrapped keys of the applications: one row per application and holder (HR members, the recovery key, hiring managers it is shared with). */
export const ApplicationKeys = deskKeysCollection(
  APPLICATIONS_DESK,
  {
    singular: { de: 'Bewerbungsschlüssel', en: 'Application key' },
    plural: { de: 'Bewerbungsschlüssel', en: 'Application keys' },
  },
  [APPLICATIONS_DESK.readers.holder],
)
