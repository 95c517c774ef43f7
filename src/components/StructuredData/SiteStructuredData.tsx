import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { getCompany } from '@/data/company'
import { loadOrNull } from '@/data/load'
import { JsonLd } from './JsonLd'
import { organization } from './organization'
import { webSite } from './webSite'

/** The company on every page, from the company global (the one place brand data lives). */
export async function OrganizationStructuredData({ locale }: { locale: Locale }) {
  const [t, company] = await Promise.all([
    getTranslations({ locale, namespace: 'structuredData' }),
    loadOrNull('company', () => getCompany(locale)),
  ])
  if (!company) return null
  return <JsonLd data={organization(company, locale, { sales: t('sales'), hr: t('hr') })} />
}

/** The site on its home page. */
export async function WebSiteStructuredData({ locale }: { locale: Locale }) {
  const [t, company] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    loadOrNull('company', () => getCompany(locale)),
  ])
  if (!company) return null
  return (
    <JsonLd data={webSite(company, locale, { name: t('siteName'), description: t('defaultDescription') })} />
  )
}
