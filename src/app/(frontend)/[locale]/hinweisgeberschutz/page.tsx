import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getCompany } from '@/data/company'
import { pageImage } from '@/data/pageImages'
import { paths } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { Hero } from '@/components/Hero/Hero'
import { LegalSection } from '@/components/Legal/LegalSection'
import { WHISTLEBLOWER_DEADLINES } from '@/lib/constants'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import { WhistleblowerFormSection } from '@/components/Whistleblower/WhistleblowerFormSection'
import styles from '@/styles/legalPage.module.css'
import { pageLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/hinweisgeberschutz'>): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, company, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'whistleblower' }),
    getCompany(locale),
    pageImage('hinweisgeberschutz.hero', locale),
  ])
  return pageMetadata({
    locale,
    path: paths.whistleblower,
    title: t('title'),
    description: t('description', { company: company.name }),
    image: hero.url,
  })
}

const REPORTABLE = ['criminal', 'administrative', 'procurement', 'safety', 'finance'] as const
const STEPS = ['receipt', 'review', 'measures', 'feedback'] as const

/**
 * Whistleblower protection (spec §2): intro, the report form, how reports are handled, external
 * reporting offices, protection against reprisals and the postal address of the internal reporting office.
 */
export default async function WhistleblowerPage({ params }: PageProps<'/[locale]/hinweisgeberschutz'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, company, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'whistleblower' }),
    getCompany(locale),
    pageImage('hinweisgeberschutz.hero', locale),
  ])
  const stepValues = {
    days: WHISTLEBLOWER_DEADLINES.acknowledgeDays,
    months: WHISTLEBLOWER_DEADLINES.feedbackMonths,
  }

  return (
    <>
      <RouteStructuredData locale={locale} path={paths.whistleblower} />
      {/* The page's own skip link, the first stop in its content: the form sits below four sections. */}
      <a href="#meldeformular" className="skip-link" data-testid="skip-to-report-form">
        {t('skipToForm')}
      </a>
      <Hero
        headline={t('headline')}
        subline={t('subline')}
        image={hero.url}
        imageAlt={hero.alt}
        small
        wave="green"
      />
      <div className={`container ${styles.page}`}>
        <p className={styles.lead}>{t('intro')}</p>

        <LegalSection id="was-melden" heading={t('what.heading')}>
          <p>{t('what.text')}</p>
          <ul>
            {REPORTABLE.map((key) => (
              <li key={key}>{t(`what.${key}`)}</li>
            ))}
          </ul>
          <p>
            {t.rich('what.other', {
              link: (chunks) => (
                <LocaleLink locale={locale} href={paths.contact}>
                  {chunks}
                </LocaleLink>
              ),
            })}
          </p>
        </LegalSection>

        <LegalSection id="wer-melden" heading={t('who.heading')}>
          <p>{t('who.text')}</p>
        </LegalSection>

        <LegalSection id="vertraulichkeit" heading={t('confidentiality.heading')}>
          <p>{t('confidentiality.p1')}</p>
          <p>{t('confidentiality.p2')}</p>
        </LegalSection>

        <LegalSection
          id="meldeformular"
          heading={t('form.heading')}
          className={styles.slot}
          testId="report-form-slot"
        >
          <p>{t('form.text')}</p>
          <WhistleblowerFormSection locale={locale} />
          <p data-testid="report-follow-up-link">
            {t.rich('form.followUp', {
              link: (chunks) => (
                <LocaleLink locale={locale} href={paths.whistleblowerFollowUp}>
                  {chunks}
                </LocaleLink>
              ),
            })}
          </p>
        </LegalSection>

        <LegalSection id="ablauf" heading={t('process.heading')}>
          <ol data-testid="report-process">
            {STEPS.map((key) => (
              <li key={key}>
                {t.rich(`process.${key}`, { ...stepValues, b: (chunks) => <strong>{chunks}</strong> })}
              </li>
            ))}
          </ol>
        </LegalSection>

        <LegalSection id="externe-meldestellen" heading={t('external.heading')}>
          <p>{t('external.p1')}</p>
          <p>{t('external.p2')}</p>
        </LegalSection>

        <LegalSection id="schutz" heading={t('protection.heading')}>
          <p>{t('protection.p1')}</p>
          <p>{t('protection.p2')}</p>
        </LegalSection>

        <LegalSection id="postanschrift" heading={t('postal.heading')} testId="report-postal">
          <p>{t('postal.text')}</p>
          <address className={styles.address} lang="de" data-testid="report-postal-address">
            <span>{company.name}</span>
            <span>{t('postal.recipient')}</span>
            <span>{t('postal.marking')}</span>
            <span>{company.street}</span>
            <span>{company.city}</span>
          </address>
          <p>
            {t('postal.email')}
            <br />
            <a href={`mailto:${company.reportingOfficeEmail}`}>{company.reportingOfficeEmail}</a>
          </p>
          <p>{t('postal.meeting')}</p>
          <p>
            {t.rich('postal.privacy', {
              link: (chunks) => (
                <LocaleLink locale={locale} href={`${paths.privacy}#hinweisgebersystem`}>
                  {chunks}
                </LocaleLink>
              ),
            })}
          </p>
        </LegalSection>
      </div>
    </>
  )
}
