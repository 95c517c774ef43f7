import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localizePath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { getSeoOverrides } from '@/data/seoFields'
import { jobSections, type JobSectionKey } from '@/data/careers'
import { getCompany } from '@/data/company'
import { getJob, listJobLocations, locationName, previewJob, UNKNOWN_LOCATION } from '@/data/jobs'
import { loadDetail, loadOrNull } from '@/data/load'
import { pageImage } from '@/data/pageImages'
import { paths } from '@/lib/paths'
import { previewing } from '@/lib/preview'
import { routeId } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo'
import { Button } from '@/components/Button/Button'
import { Hero } from '@/components/Hero/Hero'
import { FailedDetail } from '@/components/ListStates/FailedDetail'
import { JobTerms } from '@/components/Careers/JobTerms'
import { PinIcon } from '@/components/Icons/Icons'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import { HrContactLinks } from '@/components/Careers/HrContactLinks'
import styles from '@/components/Careers/Careers.module.css'
import { checkedLocale } from '@/i18n/pageLocale'
import { RouteStructuredData } from '@/components/StructuredData/RouteStructuredData'
import { continueOutline } from '@/lib/headingLevels'

type Props = PageProps<'/[locale]/karriere/[id]/[url]'>

// Jobs close at their end date without an edit: the cached page is rendered again at least once a minute.
export const revalidate = 60

// Rendered on first request, then served from the cache until the record changes.
export function generateStaticParams() {
  return []
}

async function loadJob(id: number, locale: Locale, preview = false) {
  const [job, locations] = await Promise.all([
    preview ? previewJob(id, locale) : getJob(id, locale),
    listJobLocations(locale),
  ])
  return job ? { job, location: locationName(locations, job.locationid) } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = checkedLocale(raw)
  const recordId = routeId(id)
  const found = await loadOrNull('job', () => loadJob(recordId, locale))
  if (!found) return {}
  const { job, location } = found
  const [t, hero] = await Promise.all([
    getTranslations({ locale, namespace: 'careers.detail' }),
    loadOrNull('careers hero', () => pageImage('karriere.hero', locale)),
  ])
  return pageMetadata({
    locale,
    path: paths.jobDetail(job.id, job.url),
    seo: await getSeoOverrides('jobs', job.id, locale),
    title: job.name,
    description: t('description', { name: job.name, location }),
    image: hero?.url,
  })
}

export default async function JobDetailPage({ params }: Props) {
  const { locale: raw, id, url } = await params
  const locale = checkedLocale(raw)
  setRequestLocale(locale)
  const recordId = routeId(id)
  const preview = await previewing()
  const loaded = await loadDetail('job', async () => {
    const found = await loadJob(recordId, locale, preview)
    if (!found) return null
    const [company, hero] = await Promise.all([getCompany(locale), pageImage('karriere.hero', locale)])
    return { ...found, company, hero }
  })
  const t = await getTranslations({ locale, namespace: 'careers.detail' })
  if (!loaded.ok) {
    const [careers, failed] = await Promise.all([
      getTranslations({ locale, namespace: 'careers.hero' }),
      getTranslations({ locale, namespace: 'fetch.post' }),
    ])
    return (
      <FailedDetail
        locale={locale}
        headline={careers('headline')}
        errorText={failed('error')}
        back={{ href: paths.jobListings, label: t('back') }}
        error={loaded.error}
      />
    )
  }
  if (!loaded.value) notFound()
  const { job, location, company, hero } = loaded.value
  if (url !== job.url) permanentRedirect(localizePath(paths.jobDetail(job.id, job.url), locale))

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
      <RouteStructuredData locale={locale} path={paths.jobDetail(job.id, job.url)} />
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
        <JobTerms id={job.id} locale={locale} />

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
