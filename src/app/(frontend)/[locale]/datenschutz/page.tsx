import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getCompany } from '@/data/company'
import { pageImage } from '@/data/pageImages'
import { getPopup } from '@/data/site'
import { paths } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { Hero } from '@/components/Hero/Hero'
import { LEGAL_HERO_OVERLAY } from '@/components/Legal/legalHero'
import { PrivacyPolicy } from '@/components/Legal/PrivacyPolicy'
import { privacySections } from '@/lib/legal/privacyText'
import styles from '@/styles/legalPage.module.css'
import { pageLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

export async function generateMetadata({ params }: PageProps<'/[locale]/datenschutz'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, company, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'legal.privacy' }),
    getCompany(locale),
    pageImage('rechtliches.hero', locale),
  ])
  return pageMetadata({
    locale,
    path: paths.privacy,
    title: t('title'),
    description: t('description', { company: company.name }),
    image: hero.url,
  })
}

/**
 * Privacy policy (spec §2): German in both languages. The English page keeps <html lang="en"> for its own
 * labels and says that the German text is the only (and binding) version; the text itself is marked lang="de".
 */
export default async function PrivacyPage({ params }: PageProps<'/[locale]/datenschutz'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, company, popup, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'legal.privacy' }),
    getCompany(locale),
    getPopup(locale),
    pageImage('rechtliches.hero', locale),
  ])
  const sections = privacySections({ company, popupCookie: popup.cookieName })

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.privacy} />
      <Hero
        headline={t('headline')}
        subline={t('subline')}
        image={hero.url}
        imageAlt={hero.alt}
        overlay={LEGAL_HERO_OVERLAY}
        small
        wave="gray"
      />
      <div className={`container ${styles.page}`}>
        {locale !== 'de' && (
          <p className={styles.note} role="note" data-testid="privacy-language-note">
            {t('germanOnly')}
          </p>
        )}
        <PrivacyPolicy locale={locale} sections={sections} tocHeading={t('tocHeading')} />
      </div>
    </>
  )
}
