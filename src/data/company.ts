import type { Company as CompanyDoc } from '@/payload-types'
import { cached } from './cache'
import { payloadClient } from './payload'
import type { Locale } from './types'

export type SocialLink = { network: string; url: string }
export type Company = Omit<CompanyDoc, 'id' | 'socialLinks' | 'updatedAt' | 'createdAt'> & { socialLinks: SocialLink[] }

export const getCompany = cached(
  async (locale: Locale): Promise<Company> => {
    const payload = await payloadClient()
    const doc = await payload.findGlobal({ slug: 'company', locale, depth: 0 })
    const { id: _id, updatedAt: _u, createdAt: _c, socialLinks, ...rest } = doc
    return { ...rest, socialLinks: (socialLinks ?? []).map(({ network, url }) => ({ network, url })) }
  },
  'company',
  ['company'],
)

/** The sales inbox that receives contact enquiries; read fresh (the mail worker runs outside requests). */
export async function reportingOfficeInbox(): Promise<string> {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'company', depth: 0 })
  return doc.reportingOfficeEmail
}

export async function salesInbox(): Promise<string> {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'company', depth: 0 })
  return doc.salesEmail
}
