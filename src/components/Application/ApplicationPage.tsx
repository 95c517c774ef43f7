import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { getCompany } from '@/data/company'
import { pageImage } from '@/data/pageImages'
import { Hero } from '@/components/Hero/Hero'
import { Button } from '@/components/Button/Button'
import { HrContactLinks } from '@/components/Careers/HrContactLinks'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'
import styles from '@/styles/careers.module.css'
import { ApplicationFormSection } from './ApplicationFormSection'

/**
 * The page of an application (issue 40): for a job (`job` given) or speculative. The job's e-mail and phone
 * stay as the alternative to the form.
 */
export async function ApplicationPage({
  locale,
  path,
  job,
  back,
}: {
  locale: Locale
  path: string
  job?: { id: number; name: string }
  back: string
}) {
  const [t, hero, company] = await Promise.all([
    getTranslations({ locale, namespace: 'application' }),
    pageImage('karriere.hero', locale),
    getCompany(locale),
  ])
  return (
    <>
      <RouteStructuredData locale={locale} path={path} />
      <Hero
        headline={t('headline')}
        subline={job ? t('forJob', { job: job.name }) : t('speculative')}
        image={hero.url}
        imageAlt={hero.alt}
        small
      />
      <div className={`container ${styles.applicationPage}`}>
        <p>{t('intro')}</p>
        <div className={styles.applyBox} data-testid="application-alternative">
          <p>{t('alternative')}</p>
          <HrContactLinks phone={company.hrPhone} email={company.hrEmail} subject={job?.name} />
        </div>
        <ApplicationFormSection locale={locale} jobId={job?.id} />
        <div className={styles.buttons}>
          <Button href={back} locale={locale} blue arrowLeft>
            {job ? t('back') : t('backToCareers')}
          </Button>
        </div>
      </div>
    </>
  )
}
