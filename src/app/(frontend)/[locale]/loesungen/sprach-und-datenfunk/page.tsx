import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SOLUTION_PROJECT_CATEGORY } from '@/data/projectView'
import { paths } from '@/lib/paths'
import { Button } from '@/components/Button/Button'
import { ProjectList } from '@/components/Projects/ProjectList'
import { DownloadsDropdown } from '@/components/Solutions/DownloadsDropdown'
import { ProjectRequest } from '@/components/Solutions/ProjectRequest'
import { SolutionHero } from '@/components/Solutions/SolutionHero'
import { solutionMetadata } from '@/components/Solutions/solutionMetadata'
import styles from '@/components/Solutions/Solutions.module.css'
import { pageLocale } from '@/i18n/pageLocale'

type Props = PageProps<'/[locale]/loesungen/sprach-und-datenfunk'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return solutionMetadata('sprach-und-datenfunk', await pageLocale(params))
}

export default async function VoiceDataRadioPage({ params }: Props) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'solutions.sprach-und-datenfunk' }),
    getTranslations({ locale, namespace: 'solutions.common' }),
  ])

  return (
    <>
      <SolutionHero slug="sprach-und-datenfunk" locale={locale} />
      <section className={`container ${styles.section}`} aria-labelledby="intro">
        <div className={styles.prose}>
          <h2 id="intro" className={styles.sectionTitle}>
            {t('introTitle')}
          </h2>
          <p>{t('p1')}</p>
          <p>{t('p2')}</p>
          <p>{t('p3')}</p>
          <div className={styles.actions}>
            <Button blue arrow href={paths.contact} locale={locale}>
              {tc('contact')}
            </Button>
          </div>
        </div>
      </section>
      <DownloadsDropdown
        locale={locale}
        list="sprachUndDatenfunk"
        title={t('downloadsTitle')}
        intro={t('downloadsIntro')}
        autoOpen
      />
      <ProjectList locale={locale} category={SOLUTION_PROJECT_CATEGORY['sprach-und-datenfunk']} />
      <ProjectRequest locale={locale} />
    </>
  )
}
