import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { paths } from '@/lib/paths'
import { Button } from '@/components/Button/Button'
import styles from './Solutions.module.css'

/** Closing call to action of a solution page: 'Projekt anfragen' to the contact page. */
export async function ProjectRequest({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'solutions.common.projectRequest' })
  return (
    <section className={styles.request} aria-labelledby="project-request" data-testid="project-request">
      <div className={`container ${styles.requestInner}`}>
        <div>
          <h2 id="project-request" className={styles.requestTitle}>
            {t('headline')}
          </h2>
          <p className={styles.requestText}>{t('text')}</p>
        </div>
        <Button blue arrow href={paths.contact} locale={locale}>
          {t('button')}
        </Button>
      </div>
    </section>
  )
}
