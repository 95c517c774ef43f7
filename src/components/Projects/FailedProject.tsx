import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ReportFailure } from '@/components/ListStates/FailedDetail'
import styles from './ProjectDetail.module.css'

/** The failed state of a project's page: the message where the title would be, never cached (ReportFailure). */
export async function FailedProject({ locale, error }: { locale: Locale; error: unknown }) {
  const t = await getTranslations({ locale, namespace: 'fetch.projects' })
  return (
    <div className={`container ${styles.article}`}>
      <h1 className={styles.title} role="alert">
        {t('error')}
      </h1>
      <ReportFailure error={error} />
    </div>
  )
}
