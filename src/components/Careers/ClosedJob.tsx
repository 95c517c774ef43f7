import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { listJobs } from '@/data/jobs'
import { loadOrNull } from '@/data/load'
import { paths } from '@/lib/paths'
import { Button } from '@/components/Button/Button'
import { LocaleLink } from '@/components/LocaleLink/LocaleLink'
import styles from '@/styles/careers.module.css'

/**
 * What the URL of a job shows once the job is past its end date (or gone): that it is no longer open, and the
 * jobs that are, never the stale posting. The route answers 404 with it.
 */
export async function ClosedJob({ locale }: { locale: Locale }) {
  const [t, jobs] = await Promise.all([
    getTranslations({ locale, namespace: 'careers.closed' }),
    loadOrNull('open jobs', () => listJobs(locale)),
  ])
  return (
    <section className={`container ${styles.job}`} data-testid="job-closed">
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{jobs?.length ? t('text') : t('none')}</p>
      {jobs && jobs.length > 0 && (
        <ul className={styles.jobList}>
          {jobs.map((job) => (
            <li key={job.id}>
              <LocaleLink locale={locale} href={paths.jobDetail(job.id, job.url)} className={styles.jobLink}>
                <span className={styles.jobName}>{job.name}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.buttons}>
        <Button href={paths.jobListings} locale={locale} arrow>
          {t('all')}
        </Button>
      </div>
    </section>
  )
}
