import { OFFICE_DESK } from '@/lib/sealed/desks'
import { deskKeysCollection } from '../sealed/deskCollections'

/** The wrapped case keys of the whistleblower channel: one row per case and holder (the reporter's too). */
export const WhistleblowerKeys = deskKeysCollection(
  OFFICE_DESK,
  { singular: { de: 'Fallschlüssel', en: 'Case key' }, plural: { de: 'Fallschlüssel', en: 'Case keys' } },
  ['reporter'],
)
