import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { download } from '@/data/documents'
import { loadOrNull } from '@/data/load'
import { SOLUTION_PROJECT_CATEGORY } from '@/data/projectView'
import { Button } from '@/components/Button/Button'
import { ProjectList } from '@/components/Projects/ProjectList'
import { ProjectRequest } from '@/components/Solutions/ProjectRequest'
import { SolutionHero } from '@/components/Solutions/SolutionHero'
import { solutionMetadata } from '@/components/Solutions/solutionMetadata'
import styles from '@/components/Solutions/Solutions.module.css'
import { pageLocale } from '@/i18n/pageLocale'

type Props = PageProps<'/[locale]/loesungen/leitsysteme'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return solutionMetadata('leitsysteme', await pageLocale(params))
}

export default async function ControlSystemsPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, brochure] = await Promise.all([
    getTranslations({ locale, namespace: 'solutions.leitsysteme' }),
    loadOrNull('control-systems brochure', () => download('leitsysteme', locale)),
  ])

  return (
    <>
      <SolutionHero slug="leitsysteme" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="intro">
        <div className={styles.split}>
          <div className={styles.prose}>
            <h2 id="intro" className={styles.sectionTitle}>
              {t('introTitle')}
            </h2>
            <p>{t('p1')}</p>
            <p>{t('p2')}</p>
            <p>{t('p3')}</p>
            <p>{t('p4')}</p>
          </div>
          {brochure && (
            <aside
              className={`${styles.box} ${styles.aside}`}
              aria-labelledby="brochure"
              data-testid="brochure"
            >
              <h2 id="brochure" className={styles.boxTitle}>
                {t('brochureTitle')}
              </h2>
              <p>{t('brochureText')}</p>
              <Button pdf href={brochure.href} newTab notUpper>
                {brochure.title}
              </Button>
            </aside>
          )}
        </div>
      </section>
      <ProjectList locale={locale} category={SOLUTION_PROJECT_CATEGORY.leitsysteme} />
      <ProjectRequest locale={locale} />
    </>
  )
}
