import type { Company } from '@/data/company'
import { FOUNDING_DATE } from '@/lib/constants'
import { postalAddress } from '@/lib/postalAddress'
import { absoluteUrl, pageUrl } from '@/lib/siteUrls'
import { locales, type Locale } from '@/i18n/routing'
import type { JsonLdObject } from './JsonLd'

export const organizationId = () => absoluteUrl('/#organization')

const logo = () => ({ '@type': 'ImageObject', url: absoluteUrl('/icon-512.png'), width: 512, height: 512 })

/** The company as other blocks name it (publisher, hiring organisation, organiser). */
export function organizationRef(company: Company, locale: Locale): JsonLdObject {
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: company.shortName,
    url: pageUrl('/', locale),
    logo: logo(),
    sameAs: company.socialLinks.map((link) => link.url),
  }
}

/** The company of every page: names, address of the headquarters, sales and HR contacts, social profiles. */
export function organization(
  company: Company,
  locale: Locale,
  contactTypes: { sales: string; hr: string },
): JsonLdObject {
  const address = postalAddress(company.street, company.city)
  return {
    ...organizationRef(company, locale),
    legalName: company.name,
    foundingDate: FOUNDING_DATE,
    ...(address ? { address: { '@type': 'PostalAddress', ...address, addressCountry: 'DE' } } : {}),
    telephone: company.phone,
    email: company.email,
    contactPoint: [
      { type: contactTypes.sales, telephone: company.salesPhone, email: company.salesEmail },
      { type: contactTypes.hr, telephone: company.hrPhone, email: company.hrEmail },
    ].map(({ type, telephone, email }) => ({
      '@type': 'ContactPoint',
      contactType: type,
      telephone,
      email,
      availableLanguage: [...locales],
    })),
  }
}
