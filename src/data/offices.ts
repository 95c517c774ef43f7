import type { Office as OfficeDoc } from '@/payload-types'
import { cached } from './cache'
import { findAll } from './payload'
import type { Locale } from './types'

type ColourToken = 'green' | 'yellow' | 'greenLight' | 'gray'

/** Office location of spec §3 (static content in the old site, CMS records here). */
export type Office = {
  id: number
  name: string
  isOffice: boolean
  headquarters: boolean
  headline: string
  dividerHeadline: string
  street: string
  city: string
  lat: number | null
  lng: number | null
  ansprechpartner: string
  ansprechpartner_work: string
  tel: string
  mail: string
  gmaps_link: string
  colour: ColourToken
}

function toOffice(doc: OfficeDoc): Office {
  return {
    id: doc.id,
    name: doc.name,
    isOffice: Boolean(doc.isOffice),
    headquarters: Boolean(doc.headquarters),
    headline: doc.headline ?? '',
    dividerHeadline: doc.dividerHeadline ?? '',
    street: doc.street ?? '',
    city: doc.city ?? '',
    lat: doc.lat ?? null,
    lng: doc.lng ?? null,
    ansprechpartner: doc.contactPerson ?? '',
    ansprechpartner_work: doc.contactRole ?? '',
    tel: doc.phone ?? '',
    mail: doc.mail ?? '',
    gmaps_link: doc.mapLink ?? '',
    colour: (doc.colour ?? 'gray') as ColourToken,
  }
}

/** All contact blocks (offices first, then contact-only blocks such as sales), in editor order. */
export const listContactBlocks = cached(
  async (locale: Locale) => (await findAll('offices', { locale, sort: 'order' })).map(toOffice),
  'offices:list',
  ['offices'],
)

export async function listOffices(locale: Locale): Promise<Office[]> {
  return (await listContactBlocks(locale)).filter((office) => office.isOffice)
}
