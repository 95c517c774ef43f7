import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { jobSections, type JobSectionKey } from '@/data/careers'
import type { Company } from '@/data/company'
import { UNKNOWN_LOCATION, type JobView } from '@/data/jobs'
import type { ImageRef } from '@/data/media'
import { continueOutline } from '@/lib/headingLevels'
import { paths } from '@/lib/paths'
import { Button } from '@/components/Button/Button'
import { Hero } from '@/components/Hero/Hero'
import { PinIcon } from '@/components/Icons/Icons'
import { FailedDetail } from '@/components/ListStates/FailedDetail'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import { HrContactLinks } from './HrContactLinks'
import { JobTerms } from './JobTerms'
import styles from '@/styles/careers.module.css'

type Props = { locale: Locale; job: JobView; company: Company; hero: ImageRef }

/**
 * A job's page body (spec §2 "Job detail"): the hero, period and terms, the rich-text sections with the location
 * before 'Sonstiges', and the ways to apply.
 */
export async function JobDetail({ locale, job, company, hero }: Props) {
  const t = await getTranslations({ locale, namespace: 'careers.detail' })
  const { location } = job

  const sections = jobSections(job)
  const richSection = (key: JobSectionKey, html: string) => (
    <section
      key={key}
      className={styles.jobSection}
      aria-labelledby={`job-${key}`}
      data-testid={`job-${key}`}
    >
      <h2 id={`job-${key}`} className={styles.jobHeading}>
        {t(key)}
      </h2>
      <div className={styles.rich} dangerouslySetInnerHTML={{ __html: continueOutline(html, 3) }} />
    </section>
  )

  return (
    <>
      <Hero
        headline={job.name}
        subline={t('subline', { location })}
        image={hero.url}
        imageAlt={hero.alt}
        small
      />
      <article className={`container ${styles.job}`}>
        <hr className={styles.divider} />
        {job.daterange && (
          <p className={styles.period}>
            {t('period')}: <span data-testid="job-daterange">{job.daterange}</span>
          </p>
        )}
        <JobTerms facts={job.facts} locale={locale} />

        {sections.filter((section) => section.key !== 'other').map(({ key, html }) => richSection(key, html))}

        <section className={styles.jobSection} aria-labelledby="job-location" data-testid="job-location">
          <h2 id="job-location" className={styles.jobHeading}>
            {t('location')}
          </h2>
          <p className={styles.location}>
            <PinIcon size={20} />
            <span>
              {location === UNKNOWN_LOCATION ? (
                <strong>{location}</strong>
              ) : (
                t.rich('locationText', { location, strong: (chunks) => <strong>{chunks}</strong> })
              )}
            </span>
          </p>
          <LocaleLink locale={locale} href={paths.mapAnchor} className={styles.textLink}>
            {t('mapLink')}
          </LocaleLink>
        </section>

        {sections.filter((section) => section.key === 'other').map(({ key, html }) => richSection(key, html))}

        <div className={styles.applyBox}>
          <p>{t('applyText')}</p>
          <HrContactLinks phone={company.hrPhone} email={company.hrEmail} subject={job.name} />
        </div>

        <div className={styles.buttons}>
          <Button href={paths.jobListings} locale={locale} blue arrowLeft>
            {t('back')}
          </Button>
          <Button href={paths.application(job.id, job.url)} locale={locale} arrow>
            {t('apply')}
          </Button>
        </div>
      </article>
    </>
  )
}

/** The failed state of a job's page: the careers headline and a way back to the listings. */
export async function FailedJob({ locale, error }: { locale: Locale; error: unknown }) {
  const [careers, detail, failed] = await Promise.all([
    getTranslations({ locale, namespace: 'careers.hero' }),
    getTranslations({ locale, namespace: 'careers.detail' }),
    getTranslations({ locale, namespace: 'fetch.post' }),
  ])
  return (
    <FailedDetail
      locale={locale}
      headline={careers('headline')}
      errorText={failed('error')}
      back={{ href: paths.jobListings, label: detail('back') }}
      error={error}
    />
  )
}
