import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getCompany } from '@/data/company'
import { pageImage } from '@/data/pageImages'
import { telHref } from '@/lib/format'
import { IMPRINT_SECTIONS } from '@/lib/legal/imprint'
import { paths } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { Hero } from '@/components/Hero/Hero'
import { LEGAL_HERO_OVERLAY } from '@/components/Legal/legalHero'
import { LegalSection } from '@/components/Legal/LegalSection'
import styles from '@/styles/legalPage.module.css'
import { pageLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

export async function generateMetadata({ params }: PageProps<'/[locale]/impressum'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, company, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'legal.imprint' }),
    getCompany(locale),
    pageImage('rechtliches.hero', locale),
  ])
  return pageMetadata({
    locale,
    path: paths.imprint,
    title: t('title'),
    description: t('description', { company: company.name }),
    image: hero.url,
  })
}

/** Legal notice (spec §2): every company fact comes from the CMS, the messages hold labels and sentences. */
export default async function ImprintPage({ params }: PageProps<'/[locale]/impressum'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, company, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'legal.imprint' }),
    getCompany(locale),
    pageImage('rechtliches.hero', locale),
  ])
  const companyName = { company: company.name }

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.imprint} />
      <Hero
        headline={t('headline')}
        subline={t('subline')}
        image={hero.url}
        imageAlt={hero.alt}
        overlay={LEGAL_HERO_OVERLAY}
        small
        wave="gray"
      />
      <div className={`container ${styles.page}`} data-testid="imprint">
        <LegalSection id={IMPRINT_SECTIONS.provider} heading={t('provider.heading')}>
          <address className={styles.address}>
            <span>{company.name}</span>
            <span>{company.street}</span>
            <span>{company.city}</span>
          </address>
        </LegalSection>

        <LegalSection id={IMPRINT_SECTIONS.representation} heading={t('representation.heading')}>
          <dl className={styles.facts}>
            <dt>{t('representation.label')}</dt>
            <dd>{company.managingDirectors}</dd>
          </dl>
        </LegalSection>

        <LegalSection id={IMPRINT_SECTIONS.contact} heading={t('contact.heading')}>
          <dl className={styles.facts}>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </dd>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
          </dl>
        </LegalSection>

        <LegalSection
          id={IMPRINT_SECTIONS.register}
          heading={t('register.heading')}
          testId="imprint-register"
        >
          <p>{t('register.text')}</p>
          <dl className={styles.facts}>
            <dt>{t('register.court')}</dt>
            <dd>{company.registerCourt}</dd>
            <dt>{t('register.number')}</dt>
            <dd>{company.registerNumber}</dd>
          </dl>
        </LegalSection>

        <LegalSection id={IMPRINT_SECTIONS.vat} heading={t('vat.heading')} testId="imprint-vat">
          <p>
            {t('vat.label')}:
            <br />
            <strong>{company.vatId}</strong>
          </p>
        </LegalSection>

        <LegalSection id={IMPRINT_SECTIONS.responsible} heading={t('responsible.heading')}>
          <address className={styles.address}>
            <span>{company.managingDirectors}</span>
            <span>{company.name}</span>
            <span>{company.street}</span>
            <span>{company.city}</span>
          </address>
        </LegalSection>

        <LegalSection id={IMPRINT_SECTIONS.dispute} heading={t('dispute.heading')}>
          <p>{t('dispute.p1')}</p>
          <p>{t('dispute.p2')}</p>
        </LegalSection>

        <LegalSection id={IMPRINT_SECTIONS.liabilityContent} heading={t('liabilityContent.heading')}>
          <p>{t('liabilityContent.p1')}</p>
          <p>{t('liabilityContent.p2')}</p>
        </LegalSection>

        <LegalSection id={IMPRINT_SECTIONS.liabilityLinks} heading={t('liabilityLinks.heading')}>
          <p>{t('liabilityLinks.p1')}</p>
          <p>{t('liabilityLinks.p2')}</p>
        </LegalSection>

        <LegalSection id={IMPRINT_SECTIONS.copyright} heading={t('copyright.heading')}>
          <p>{t('copyright.p1', companyName)}</p>
          <p>{t('copyright.p2')}</p>
          <p data-testid="imprint-film">{t('copyright.film', companyName)}</p>
        </LegalSection>

        <LegalSection id={IMPRINT_SECTIONS.credits} heading={t('credits.heading')}>
          <p>{t('credits.text', companyName)}</p>
        </LegalSection>
      </div>
    </>
  )
}
