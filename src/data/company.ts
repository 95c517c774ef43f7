import type { Company as CompanyDoc } from '@/payload-types'
import { cached } from './cache'
import { payloadClient } from './payload'
import type { Locale } from './types'

type SocialLink = { network: string; url: string }
export type Company = Omit<CompanyDoc, 'id' | 'socialLinks' | 'updatedAt' | 'createdAt'> & { socialLinks: SocialLink[] }

type CompanyTexts = Omit<Company, 'socialLinks' | 'filmVideoId'>

/**
 * What the pages show before an editor has filled the global (a production install starts without sample
 * content): empty texts, never undefined, so that every page renders.
 */
const UNFILLED: CompanyTexts = {
  name: '',
  shortName: '',
  street: '',
  city: '',
  managingDirectors: '',
  registerCourt: '',
  registerNumber: '',
  vatId: '',
  phone: '',
  email: '',
  salesPhone: '',
  salesEmail: '',
  hrPhone: '',
  hrEmail: '',
  reportingOfficeEmail: '',
  privacyOfficer: '',
  privacyEmail: '',
}

export const getCompany = cached(
  async (locale: Locale): Promise<Company> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'company', locale, depth: 0 })
    const { id: _id, updatedAt: _u, createdAt: _c, socialLinks, ...rest } = doc
    const texts = Object.fromEntries(Object.entries(rest).filter(([, value]) => value != null))
    return {
      ...UNFILLED,
      ...texts,
      socialLinks: (socialLinks ?? []).map(({ network, url }) => ({ network, url })),
    }
  },
  'company',
  ['company'],
)

/** The inbox of a contact of the Unternehmen global; read fresh (the mail worker runs outside requests). */
async function companyInbox(field: 'salesEmail' | 'reportingOfficeEmail'): Promise<string> {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'company', depth: 0 })
  return doc[field]
}

/** Receives contact enquiries. */
export const salesInbox = () => companyInbox('salesEmail')

/** Receives the notices of the whistleblower channel. */
export const reportingOfficeInbox = () => companyInbox('reportingOfficeEmail')
