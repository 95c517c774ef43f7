import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { JobFacts } from '@/data/structuredFacts'
import { formatEuroRange } from '@/lib/format'
import styles from '@/styles/careers.module.css'

/** Kind of employment and, when an editor set one, the salary of a job: shown as search engines read them. */
export async function JobTerms({ facts, locale }: { facts: JobFacts; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'careers' })
  const salary = facts.baseSalary
  return (
    <>
      {facts.employmentType.length > 0 && (
        <p className={styles.period}>
          {t('detail.employment')}:{' '}
          <span data-testid="job-employment">
            {facts.employmentType.map((type) => t(`employmentType.${type}`)).join(', ')}
          </span>
        </p>
      )}
      {salary && (
        <p className={styles.period}>
          {t('detail.salary')}:{' '}
          <span data-testid="job-salary">
            {formatEuroRange(salary.min, salary.max, locale)} {t(`salaryUnit.${salary.unit}`)}
          </span>
        </p>
      )}
    </>
  )
}
