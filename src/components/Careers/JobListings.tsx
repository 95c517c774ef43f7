import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { groupJobsByLocation } from '@/data/careers'
import { listJobLocations, listJobs } from '@/data/jobs'
import { loadOrNull } from '@/data/load'
import { paths } from '@/lib/paths'
import { Dropdown } from '@/components/Dropdown/Dropdown'
import { ArrowIcon } from '@/components/Icons/Icons'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import styles from '@/styles/careers.module.css'

/**
 * The careers page's job listings (spec §2 "Careers"): one dropdown per job location, titled 'Name (count)',
 * open from the start when it holds jobs; the empty text inside a location without jobs; the failed state
 * when the jobs cannot be loaded.
 */
export async function JobListings({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale })
  const groups = await loadOrNull('job listings', async () => {
    const [locations, jobs] = await Promise.all([listJobLocations(locale), listJobs(locale)])
    return groupJobsByLocation(locations, jobs)
  })

  if (!groups)
    return (
      <p className={styles.state} role="alert">
        {t('fetch.jobs.error')}
      </p>
    )

  return (
    <div className={styles.dropdowns} data-testid="job-listings">
      {groups.map((group) => (
        <Dropdown
          key={group.id ?? 'unknown'}
          title={t('careers.jobs.groupTitle', { name: group.name, count: group.count })}
          autoOpen={group.count > 0}
          headingLevel={3}
          testId={`job-location-${group.id ?? 'unknown'}`}
        >
          {group.jobs.length > 0 ? (
            <ul className={styles.jobList}>
              {group.jobs.map((job) => (
                <li key={job.id}>
                  <LocaleLink
                    locale={locale}
                    href={paths.jobDetail(job.id, job.url)}
                    className={styles.jobLink}
                  >
                    <span className={styles.jobText}>
                      <span className={styles.jobName}>{job.name}</span>
                      {job.daterange && (
                        <span className={styles.jobDate}>
                          {t('careers.detail.period')}: {job.daterange}
                        </span>
                      )}
                    </span>
                    <span className={styles.jobArrow}>
                      <ArrowIcon />
                    </span>
                  </LocaleLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.noJobs}>{t('fetch.jobs.empty', { location: group.name })}</p>
          )}
        </Dropdown>
      ))}
    </div>
  )
}
